import { describe, expect, it } from "vitest";
import {
  type Fact,
  type Requirement,
  type RuleVersion,
  STATE_RULES,
  stateRules,
  versionInForce,
} from "~/content/state-rules";
import { APPROVED_STATES } from "~/content/states";

const FACT_KEYS = [
  "totalHours",
  "period",
  "requirements",
  "formats",
  "creditHourMinutes",
  "carryoverMaxHours",
  "deadlines",
  "reporting",
  "verification",
] as const satisfies readonly (keyof RuleVersion)[];

function facts(version: RuleVersion): [string, Fact<unknown>][] {
  return FACT_KEYS.map((key) => [key, version[key] as Fact<unknown>]);
}

function allRequirements(list: Requirement[]): Requirement[] {
  return list.flatMap((item) => [item, ...allRequirements(item.within ?? [])]);
}

describe("the state rules module", () => {
  it("has rules for exactly the 13 approved states, in their order", () => {
    expect(STATE_RULES.map((rules) => rules.slug)).toEqual(APPROVED_STATES.map((s) => s.slug));
  });

  for (const rules of STATE_RULES) {
    describe(rules.slug, () => {
      it("cites only sources it lists, and every confirmed figure has one", () => {
        const keys = new Set(Object.keys(rules.sources));
        for (const url of Object.values(rules.sources)) expect(url.url).toMatch(/^https?:\/\//);
        const all: [string, Fact<unknown>][] = [
          ["regulator", rules.regulator],
          ...rules.versions.flatMap(facts),
        ];
        for (const [name, fact] of all) {
          for (const key of fact.sources) expect(keys, `${name} cites ${key}`).toContain(key);
          if (fact.confidence !== "unconfirmed") {
            expect(fact.sources.length, `${name} has a source`).toBeGreaterThan(0);
          }
          expect(fact.text.length, `${name} has text`).toBeGreaterThan(0);
        }
      });

      it("has versions in order, back to back, the last one open-ended", () => {
        const versions = rules.versions;
        expect(versions.length).toBeGreaterThan(0);
        for (const [index, version] of versions.entries()) {
          const next = versions[index + 1];
          if (next) expect(version.effectiveUntil).toBe(next.effectiveFrom);
          else expect(version.effectiveUntil).toBeNull();
          expect(version.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
        expect(versionInForce(rules, "2026-11-22")).toBe(versions.at(-1));
      });

      it("nests sub-requirements within their bucket, never larger than it", () => {
        for (const version of rules.versions) {
          for (const requirement of allRequirements(version.requirements.value)) {
            for (const inner of requirement.within ?? []) {
              expect(inner.minHours).toBeLessThanOrEqual(requirement.minHours);
            }
            expect(requirement.minHours).toBeLessThanOrEqual(version.totalHours.value);
          }
        }
      });
    });
  }

  it("judges a period by the rules in force for it (Florida 33 → 30, Georgia's 2026 switch)", () => {
    const florida = stateRules("florida");
    const georgia = stateRules("georgia");
    if (!florida || !georgia) throw new Error("missing states");
    expect(versionInForce(florida, "2023-06-30")?.totalHours.value).toBe(33);
    expect(versionInForce(florida, "2024-06-30")?.totalHours.value).toBe(30);
    expect(versionInForce(georgia, "2026-01-01")?.totalHours.value).toBe(18);
    expect(versionInForce(georgia, "2026-01-01")?.period.value).toMatchObject({
      kind: "fixed",
      months: 24,
    });
    expect(versionInForce(georgia, "2025-06-30")?.totalHours.value).toBe(12);
    expect(stateRules("atlantis")).toBeNull();
  });
});
