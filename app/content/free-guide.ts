import type { DocumentBlock } from "~/content/document-blocks";
import { SITE_NAME } from "./site";

/**
 * The free guide promised on the landing page, as document blocks (rendered
 * to PDF by modules/documents/free-guide.server.ts). General guidance only:
 * it names the ABA Model Rules and Formal Opinion 512 and no other authority.
 */

export const FREE_GUIDE_TITLE = "Prompting AI for Legal Work";
export const FREE_GUIDE_SUBTITLE =
  "A practical guide for attorneys: better prompts, safer practice";
export const FREE_GUIDE_FILENAME = "prompting-ai-for-legal-work.pdf";

/** The course the guide's last page recommends (its title is read from the database). */
export const FREE_GUIDE_COURSE_ID = "prompting-ai-legal-work-workshop";

export const FREE_GUIDE_SECTIONS = [
  "Why prompting matters",
  "Your professional duties when you use AI",
  "Anatomy of a good legal prompt",
  "Worked examples",
  "Verification checklist",
  "What never to paste into a public AI tool",
  "Quick reference",
] as const;

const [WHY, DUTIES, ANATOMY, EXAMPLES, CHECKLIST, NEVER_PASTE, QUICK_REFERENCE] =
  FREE_GUIDE_SECTIONS;

const cover: DocumentBlock[] = [
  { kind: "spacer", points: 40 },
  { kind: "title", text: FREE_GUIDE_TITLE },
  { kind: "paragraph", text: FREE_GUIDE_SUBTITLE, size: 14, tone: "muted" },
  { kind: "paragraph", text: SITE_NAME, style: "bold", tone: "accent", size: 12 },
  { kind: "spacer", points: 18 },
  {
    kind: "paragraph",
    text: "Generative AI tools can draft, summarize and organize in seconds, and they can be fluently, confidently wrong. The difference between output you can use and output that embarrasses you in front of a client or a court is rarely the tool. It is the prompt you write, what you leave out of it, and the checks you run on the answer.",
  },
  {
    kind: "paragraph",
    text: "This guide is written for practicing attorneys. It explains the professional duties that apply when you use AI, shows how to build a prompt that produces focused, checkable work, walks through five everyday legal tasks with example prompts, and ends with a checklist and a one-page quick reference to keep by your desk.",
  },
  { kind: "heading", text: "Inside this guide" },
  { kind: "numbered", items: FREE_GUIDE_SECTIONS },
  { kind: "spacer", points: 12 },
  {
    kind: "box",
    variant: "note",
    title: "About this guide",
    text: "This guide is general information for lawyers. It is not legal advice and not an ethics opinion. The ABA Model Rules of Professional Conduct are a model: your jurisdiction's rules, its ethics opinions, your courts' rules and orders, and your firm's own AI policy govern what you may do. Check them before you rely on anything here. Bracketed text in the example prompts, such as [state], is for you to fill in.",
  },
  { kind: "page-break" },
];

const whyPromptingMatters: DocumentBlock[] = [
  { kind: "heading", text: `1. ${WHY}` },
  {
    kind: "paragraph",
    text: "A large language model writes by predicting likely text. It has no file on your matter, does not know your client, and cannot tell which jurisdiction, court or deadline you have in mind unless you say so. Whatever you leave out, it fills in with the most common assumption, which may be another state's law, a consumer contract instead of a commercial one, or a procedural posture your case is not in.",
  },
  {
    kind: "paragraph",
    text: "That is why a vague prompt produces a generic answer that sounds authoritative, and a precise prompt produces a narrower answer you can actually check. The model's tone does not change with its accuracy: a fabricated case is described as confidently as a real one.",
  },
  {
    kind: "paragraph",
    text: "Prompting is also where most of the professional risk enters. What you paste in raises confidentiality questions. What you ask for shapes what comes back: ask for cases and a general-purpose chatbot may invent them. How you frame the output matters too. Treat it as a first draft from an unsupervised assistant, never as a finished answer.",
  },
  { kind: "subheading", text: "Three habits that carry through this guide" },
  {
    kind: "bullets",
    items: [
      {
        lead: "Be specific.",
        text: "State the task, the jurisdiction, the audience and the format you want.",
      },
      {
        lead: "Keep confidences out.",
        text: "Give the tool only what the task needs, anonymized, in a tool your firm has approved.",
      },
      {
        lead: "Verify everything.",
        text: "Every authority, quotation, fact and date is checked by a lawyer before anyone relies on it.",
      },
    ],
  },
  { kind: "subheading", text: "The same request, asked two ways" },
  {
    kind: "box",
    variant: "prompt",
    title: "Weak",
    text: "Write a motion to dismiss for a breach of contract case.",
  },
  {
    kind: "box",
    variant: "prompt",
    title: "Stronger",
    text: "You are assisting a litigator in [state] state court. Draft an outline, headings and one-sentence summaries only, for a motion to dismiss a breach-of-contract claim for failure to state a claim. Assume the complaint does not identify the contract term that was breached or attach the contract. Do not cite any cases or statutes. Mark each point where legal authority is needed with [AUTHORITY NEEDED] so that I can research it myself. At the end, list the assumptions you made.",
  },
  {
    kind: "paragraph",
    text: "The second prompt names the forum, limits the deliverable to something you can review quickly, forbids invented authority, and asks the tool to expose its assumptions. It still needs your research and judgment, but it gives you a structure worth reviewing.",
  },
];

const duties: DocumentBlock[] = [
  { kind: "heading", text: `2. ${DUTIES}` },
  {
    kind: "paragraph",
    text: "No new rule is needed to govern AI: the rules you already follow apply to it as they apply to any tool or assistant. In July 2024 the ABA Standing Committee on Ethics and Professional Responsibility issued Formal Opinion 512, \"Generative Artificial Intelligence Tools\", which applies the Model Rules to lawyers' use of generative AI. Many state bars have published their own opinions or practical guidance, and some courts have adopted rules or standing orders on AI. The summary below follows the Model Rules; check your own jurisdiction's version.",
  },
  { kind: "subheading", text: "Competence: Model Rule 1.1" },
  {
    kind: "paragraph",
    text: "Comment 8 to Rule 1.1 asks lawyers to keep abreast of changes in the law and its practice, including the benefits and risks associated with relevant technology. Opinion 512 applies this to generative AI: you need a reasonable understanding of the capabilities and limitations of the specific tool you use, though not expert knowledge, and you may not rely on its output without an appropriate degree of independent review. In practice, know what the tool does with your inputs, where it tends to fail (citations, quotations, arithmetic, recent developments), and how much checking each task needs.",
  },
  { kind: "subheading", text: "Confidentiality: Model Rule 1.6" },
  {
    kind: "paragraph",
    text: "Rule 1.6 protects all information relating to the representation, which is broader than privileged material, and Rule 1.6(c) requires reasonable efforts to prevent its inadvertent or unauthorized disclosure. Before you enter client information into any AI tool, find out whether the provider stores it, uses it to train its models, or lets its staff or other users see it. Opinion 512 concludes that before information relating to a representation is entered into a self-learning tool, one that may use inputs to inform later outputs, the client's informed consent is required, and that boilerplate language in an engagement letter is not enough.",
  },
  { kind: "subheading", text: "Supervision: Model Rules 5.1 and 5.3" },
  {
    kind: "paragraph",
    text: "Partners and lawyers with managerial authority must make reasonable efforts to ensure that the firm has measures giving reasonable assurance that its lawyers (Rule 5.1) and its nonlawyer assistants, inside and outside the firm (Rule 5.3), act consistently with the rules. Opinion 512 says managerial lawyers should set clear policies on the permissible use of generative AI and make sure lawyers and staff are trained. A supervising lawyer remains responsible for an associate's or paralegal's AI-assisted work, and the vendor behind a tool is an outside service provider whose handling of client data must be vetted.",
  },
  { kind: "subheading", text: "Candor and meritorious claims: Model Rules 3.3 and 3.1" },
  {
    kind: "paragraph",
    text: "Rule 3.3 forbids knowingly making a false statement of fact or law to a tribunal and requires correcting a false statement of material fact or law previously made. Rule 3.1 requires a basis in law and fact for every claim and contention, and in federal court Rule 11 of the Federal Rules of Civil Procedure makes your signature a certification that legal contentions are warranted after reasonable inquiry. Citing a case that does not exist, or a quotation the court never wrote, is a false statement of law. Courts have sanctioned lawyers for filing briefs containing citations fabricated by AI tools, and some judges require lawyers to disclose or certify their use of AI. Read your court's local rules and the standing orders of your judge.",
  },
  { kind: "subheading", text: "Communication and fees: Model Rules 1.4 and 1.5" },
  {
    kind: "paragraph",
    text: "Opinion 512 also addresses when clients should be told about AI use: for example when a client asks, when the client's informed consent is needed under Rule 1.6, or when the tool's output will influence a significant decision in the representation. On fees, a lawyer billing by the hour may charge for the time actually spent, including time spent prompting and reviewing output, but not for time the tool saved. The opinion also says lawyers generally should not bill clients for time spent learning a tool they will use routinely in their practice. Every fee must remain reasonable under Rule 1.5.",
  },
];

const anatomy: DocumentBlock[] = [
  { kind: "heading", text: `3. ${ANATOMY}` },
  {
    kind: "paragraph",
    text: "Good legal prompts share six elements. Not every prompt needs all six, but checking your prompt against the list before you send it is the fastest way to improve the answer.",
  },
  {
    kind: "numbered",
    items: [
      {
        lead: "Task.",
        text: 'The verb and the deliverable: "summarize", "list the issues", "draft an outline", "compare these two clauses". Say how long and how deep. A bounded task is easier to check than an open one.',
      },
      {
        lead: "Role and audience.",
        text: 'Who the tool should act as and who will read the result: "Act as a careful senior associate. The reader is a general counsel who is not a litigator." Role sets the level of detail; audience sets the vocabulary.',
      },
      {
        lead: "Jurisdiction and forum.",
        text: 'State or federal, which court, which governing law, and the date that matters. "Under New York law as applied by New York state courts" prevents an answer built on another state\'s rule.',
      },
      {
        lead: "Facts, without confidences.",
        text: 'Only the facts the task needs, anonymized: roles instead of names ("the Employer", "a regional hospital"), ranges instead of exact figures, no dates or places that identify the matter. Ask first whether the task needs client facts at all.',
      },
      {
        lead: "Format.",
        text: "Headings, a table with named columns, numbered steps, a word limit, a reading level, and what to leave out. Output in a fixed structure is quicker to review and easier to compare across attempts.",
      },
      {
        lead: "Sources and verification.",
        text: 'Tell the tool what to rely on (text you paste that is safe to share, such as a public statute or your own template), require exact quotations with section or page references, forbid invented authority, and ask it to flag uncertainty: "If you are not sure, say so."',
      },
    ],
  },
  { kind: "subheading", text: "A template to adapt" },
  {
    kind: "box",
    variant: "prompt",
    text: "TASK: [what you want and the deliverable, with a length]\nROLE: Act as [role]. The reader is [audience].\nJURISDICTION: [state or federal court; governing law]\nFACTS (anonymized): [only what the task needs]\nFORMAT: [structure, length, tone]\nSOURCES: Use only [the text below / general knowledge]. Do not invent citations or quotations. Mark anything I must verify with [VERIFY].\nFinally, list the assumptions you made.",
  },
  { kind: "subheading", text: "Iterate: the first answer is a first draft" },
  {
    kind: "paragraph",
    text: "Follow-up prompts often do more than the first one. Useful second questions:",
  },
  {
    kind: "bullets",
    items: [
      '"What assumptions did you make, and which facts would change your answer?"',
      '"What are the strongest arguments against this position?"',
      '"List every statement above that depends on a legal authority, so that I can check each one."',
      '"Rewrite this for a client with no legal training, in under 250 words."',
      '"What is missing from this draft that a careful opponent would point out?"',
    ],
  },
  {
    kind: "paragraph",
    text: "Keep the prompts that work. A shared library of tested prompts, with notes on what each one needs checked, saves time and makes the firm's use of AI more consistent.",
  },
];

const examples: DocumentBlock[] = [
  { kind: "heading", text: `4. ${EXAMPLES}` },
  {
    kind: "paragraph",
    text: "Five common tasks, each with a prompt you can adapt and the checks that must follow. Use a tool your firm has approved for the information involved, and remove names and identifying details before you paste anything in.",
  },
  { kind: "subheading", text: "Legal research: build a research plan, not a list of cases" },
  {
    kind: "paragraph",
    text: "General-purpose chatbots are poor sources of authority; they are useful for framing the questions. Ask for issues, search terms and fact questions, then do the research in a reliable research service.",
  },
  {
    kind: "box",
    variant: "prompt",
    text: "I am a lawyer researching [state] law. My client, the landlord of a commercial property, wants to know whether it may keep a tenant's security deposit after the tenant left before the lease ended. Do not cite any cases or statutes. Instead: (1) list the legal issues I should research; (2) for each, the kinds of authority likely to govern it (statute, regulation, common law, lease terms); (3) suggest search terms for a legal research database; (4) list the facts I should confirm with the client. Note where the answer commonly differs from state to state.",
  },
  {
    kind: "paragraph",
    lead: "Check:",
    text: "treat the issues list as a starting point, not a complete one. Find and read the governing authority yourself. If you use a legal research product that cites sources, open and read every source it cites.",
  },
  { kind: "subheading", text: "Drafting: revise your own template" },
  {
    kind: "box",
    variant: "prompt",
    text: "Below is our firm's standard confidentiality clause [paste the template, not a client document]. Revise it for a mutual nondisclosure agreement between two software companies that will exchange source code, governed by Delaware law. Keep defined terms consistent with the original. Show the revised clause, then a numbered list of every change with a one-line reason. Do not add remedies or governing-law provisions; tell me if you think one is needed.",
  },
  {
    kind: "paragraph",
    lead: "Check:",
    text: "compare the revision with the original line by line, confirm every defined term, and confirm any point that depends on the governing law. The list of changes makes review faster; it does not replace reading the clause.",
  },
  { kind: "subheading", text: "Contract review: a risk table you can verify" },
  {
    kind: "box",
    variant: "prompt",
    text: "Review the agreement below from the customer's side. The customer is a mid-sized health-care provider buying a software-as-a-service product; party names have been removed. Produce a table with the columns: Section, What it says (one sentence), Risk to customer (High, Medium or Low), Why, Suggested revision. Cover at least limitation of liability, indemnities, data use and security, termination, automatic renewal and governing law. Quote the exact contract language for every High item. If the agreement does not address a topic, say so rather than guessing.",
  },
  {
    kind: "paragraph",
    lead: "Check:",
    text: "open every section the table cites. AI review tends to miss cross-references, definitions that change a clause's meaning, and terms incorporated from other documents. Confirm that the agreement may be shared with the tool under its own confidentiality terms.",
  },
  { kind: "subheading", text: "Summarizing a deposition" },
  {
    kind: "box",
    variant: "prompt",
    text: "The text below is a deposition transcript, pages 1 to 84. Names have been replaced with roles. Prepare: (1) a digest organized by topic, each entry with page:line citations; (2) a chronology of the events the witness describes, with page:line citations; (3) statements that appear inconsistent with each other, quoting both passages with citations; (4) topics on which the witness said they did not recall. Use only the transcript. Do not infer facts it does not state.",
  },
  {
    kind: "paragraph",
    lead: "Check:",
    text: "spot-check citations against the transcript, and check every claimed inconsistency in full. Summaries tend to turn hedged testimony into firmer statements than the witness made. Make sure a protective order or confidentiality agreement does not restrict putting the transcript into the tool.",
  },
  { kind: "subheading", text: "Client letters" },
  {
    kind: "box",
    variant: "prompt",
    text: "Draft a letter to a client who owns a small business and has no legal training. Purpose: explain that the court denied our motion for summary judgment, what happens next (court-ordered mediation, then trial if the case does not settle) and the decisions we need from the client. Tone: clear and calm, neither alarming nor overly optimistic. Under 400 words, plain English, short sentences. Use the placeholders [CLIENT NAME], [DATE] and [DEADLINE]. Do not predict the outcome or suggest settlement amounts.",
  },
  {
    kind: "paragraph",
    lead: "Check:",
    text: "every fact, date and next step against the file. Fill in the placeholders yourself, outside the tool. The duty to keep the client reasonably informed under Rule 1.4 is yours, and so is the advice in the letter.",
  },
];

const verification: DocumentBlock[] = [
  { kind: "heading", text: `5. ${CHECKLIST}` },
  {
    kind: "paragraph",
    text: "Run through this list before AI-assisted work leaves your desk, whether it goes to a court, a client or a colleague.",
  },
  {
    kind: "checklist",
    items: [
      "Every case, statute, rule and regulation cited exists, and I have read it in an authoritative source.",
      "Every quotation matches its source word for word, with the right page or section reference.",
      "Each authority says what the draft says it does, is still good law, and comes from the right jurisdiction and court.",
      "Adverse controlling authority has been considered, as Rule 3.3 requires.",
      "The facts match the record: nothing was added, softened or overstated.",
      "Names, dates, deadlines, amounts and calculations are correct.",
      "No confidential information appears where it should not, including another client's details and document metadata.",
      "Local rules and standing orders on AI disclosure or certification have been followed.",
      "I can say where every sentence came from if a court or client asks.",
      "The work reflects my own professional judgment, and I would sign it without the AI.",
    ],
  },
];

const neverPaste: DocumentBlock[] = [
  { kind: "heading", text: `6. ${NEVER_PASTE}` },
  {
    kind: "paragraph",
    text: "By a public tool we mean a consumer chatbot, or any service whose terms let the provider keep, review or train on what you enter, or that your firm has not vetted. Even with an enterprise tool under contract, follow your firm's policy and your client's instructions. Never paste:",
  },
  {
    kind: "bullets",
    items: [
      "Client names, or details that would let someone identify the client or the matter.",
      "Privileged communications and work product: client e-mails, internal memos, case strategy.",
      "Documents produced under a protective order or confidentiality agreement, and sealed filings.",
      "Personal data: Social Security numbers, dates of birth, medical and health information, financial account numbers, immigration status, anything about minors.",
      "Trade secrets, source code, unreleased financial results and the terms of pending transactions, whether the client's or the firm's.",
      "Passwords, access keys and details of internal systems.",
      "Anything a client has asked you to keep out of third-party systems.",
    ],
  },
  {
    kind: "box",
    variant: "note",
    title: "When in doubt, anonymize, or don't",
    text: "Replace names with roles, exact figures with ranges and dates with relative times. If a task cannot be done without confidential information, use a firm-approved tool whose terms you have reviewed, and obtain the client's informed consent where your rules call for it.",
  },
  { kind: "page-break" },
];

const quickReference: DocumentBlock[] = [
  { kind: "heading", text: `7. ${QUICK_REFERENCE}` },
  { kind: "subheading", text: "Before you prompt" },
  {
    kind: "checklist",
    items: [
      "Is this tool approved by my firm for this kind of information?",
      "Have I removed names and identifying details?",
      "Does my jurisdiction, my client or a court order require consent or disclosure?",
    ],
  },
  { kind: "subheading", text: "The six elements of a legal prompt" },
  {
    kind: "table",
    columns: [
      { label: "Element", share: 1 },
      { label: "Ask yourself", share: 3 },
    ],
    rows: [
      ["Task", "What exactly do I want back, and how long should it be?"],
      ["Role and audience", "Who should the tool act as, and who will read the result?"],
      ["Jurisdiction", "Which law, which court, as of what date?"],
      ["Facts", "What is the least the tool needs to know, anonymized?"],
      ["Format", "Which structure will be quickest to check?"],
      ["Sources", "What may it rely on, and how will I verify it?"],
    ],
  },
  { kind: "subheading", text: "Phrases that help" },
  {
    kind: "bullets",
    items: [
      '"Do not invent citations. If you are not sure, say so."',
      '"Quote the exact language and give the section or page."',
      '"Mark anything I must verify with [VERIFY]."',
      '"List the assumptions you made."',
      '"Give me the strongest argument against this."',
    ],
  },
  { kind: "subheading", text: "After you prompt" },
  {
    kind: "checklist",
    items: [
      "Read every authority; check every quotation and citation.",
      "Compare facts, names, dates and numbers with the file.",
      "Apply your own judgment. You sign it, so it is your work.",
    ],
  },
  { kind: "subheading", text: "Rules to remember (ABA Model Rules)" },
  {
    kind: "paragraph",
    size: 10,
    text: "1.1 Competence (Comment 8: technology)   ·   1.4 Communication   ·   1.5 Fees   ·   1.6 Confidentiality   ·   3.1 and 3.3 Meritorious claims and candor (and Fed. R. Civ. P. 11)   ·   5.1 and 5.3 Supervision   ·   ABA Formal Opinion 512 (2024) on generative AI tools",
  },
  { kind: "spacer", points: 6 },
];

/**
 * The whole guide. Its last box names the recommended course by the title
 * staff keep (null when it is not on sale: the box then names no course).
 */
export function freeGuideBlocks(courseTitle: string | null): DocumentBlock[] {
  return [
    ...cover,
    ...whyPromptingMatters,
    ...duties,
    ...anatomy,
    ...examples,
    ...verification,
    ...neverPaste,
    ...quickReference,
    {
      kind: "box",
      variant: "note",
      title: "Keep learning",
      text: `${SITE_NAME} offers accredited continuing legal education on AI in legal practice. Our on-demand courses${courseTitle ? `, including "${courseTitle}",` : ""} build on this guide with demonstrations, prompt libraries and CLE credit.`,
    },
  ];
}
