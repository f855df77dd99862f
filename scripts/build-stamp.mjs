// @ts-check
// Records which sources the build in build/ was made from (see build-if-needed.mjs).
import { writeFileSync } from "node:fs";
import { STAMP_FILE, sourceFingerprint } from "./build-fingerprint.mjs";

writeFileSync(STAMP_FILE, `${sourceFingerprint()}\n`);
