import type { DocumentBlock } from "~/content/document-blocks";

/**
 * The handouts that come with the courses (the "includes" of the catalogue),
 * as document blocks. modules/documents/course-handouts.server.ts renders them
 * to PDF with the course title and the site name in the footer. Templates use
 * [brackets] for what the reader fills in; no authority is cited beyond the
 * ABA Model Rules and opinions, the federal rules and the U.S. Copyright
 * Office's published guidance, all described generally.
 */

type HandoutContent = {
  /** Stable id used in download URLs, e.g. "vendor-checklist". */
  id: string;
  title: string;
  /** One or two sentences printed under the title. */
  summary: string;
  blocks: readonly DocumentBlock[];
};

const reviewProtocol: HandoutContent = {
  id: "review-protocol",
  title: "Sample AI-Assisted Review Protocol",
  summary:
    "A template protocol for using generative AI or technology-assisted review in document review, from collection to production. Adapt it to your matter, your ESI agreement and any court order, and keep the completed version in the file.",
  blocks: [
    {
      kind: "box",
      variant: "note",
      title: "How to use this template",
      text: "Replace the bracketed text. Delete steps that do not apply and record why. A protocol that describes what the team actually did, with its validation results, is the core of a defensible review; one that describes an ideal nobody followed is a liability.",
    },
    { kind: "heading", text: "1. Matter and scope" },
    {
      kind: "fields",
      rows: [
        ["Matter", "[caption and court, or investigation name]"],
        ["Supervising attorney", "[name], responsible for this protocol and its certifications"],
        ["Custodians", "[list, or reference to the custodian schedule]"],
        ["Date range", "[start] to [end]"],
        ["Data sources", "[e-mail, chat, shared drives, mobile devices, structured data]"],
        ["Review objectives", "[responsiveness; privilege; confidentiality designations; issues]"],
        ["Governing terms", "[ESI agreement, protective order, Rule 502(d) order, dated]"],
      ],
    },
    { kind: "heading", text: "2. Roles" },
    {
      kind: "bullets",
      items: [
        {
          lead: "Supervising attorney:",
          text: "approves the review criteria, the validation plan and every change to them; signs the final certification of the production.",
        },
        {
          lead: "Subject-matter reviewers:",
          text: "attorneys who know the case; write and test the review criteria and code the control and validation samples.",
        },
        {
          lead: "Review manager:",
          text: "runs the workflow, tracks metrics, keeps the protocol log.",
        },
        {
          lead: "Privilege reviewers:",
          text: "attorneys who review every document withheld or redacted for privilege.",
        },
        {
          lead: "Vendor or litigation-support team:",
          text: "processing, hosting and running the AI tool under the data terms in section 3.",
        },
      ],
    },
    { kind: "heading", text: "3. Tool and data handling" },
    {
      kind: "checklist",
      items: [
        "The tool is [name and version], approved under the firm's vendor due-diligence process on [date].",
        "Client data stays in [hosting environment]; the vendor does not use it to train or improve models available to others.",
        "Access is limited to the review team named above, with individual log-ins and multi-factor authentication.",
        "Inputs, outputs and coding decisions are logged and retained for the life of the matter.",
        "Data is returned or destroyed at the end of the matter as the protective order and engagement terms require, with written confirmation.",
      ],
    },
    { kind: "heading", text: "4. Workflow" },
    {
      kind: "numbered",
      items: [
        {
          lead: "Collection and processing.",
          text: "Forensically sound collection; de-duplication, e-mail threading and text extraction (OCR) for images. Record the counts at each stage.",
        },
        {
          lead: "Culling.",
          text: "Apply agreed date, custodian and file-type limits, and search terms if the parties agreed to them. Record what was excluded and why.",
        },
        {
          lead: "Review criteria.",
          text: "Write the responsiveness and issue criteria as a review memo in plain language. For generative AI tools, the instructions given to the tool are drawn from this memo. Version and date every change (section 5).",
        },
        {
          lead: "Pilot.",
          text: "Run the tool on a sample that subject-matter reviewers have coded independently. Compare, refine the criteria, and repeat until the results are acceptable to the supervising attorney.",
        },
        {
          lead: "Full classification.",
          text: "Run the approved criteria over the review set. Route documents to human review as set out in section 7.",
        },
        {
          lead: "Validation.",
          text: "Measure the results as set out in section 6 before any production, and again after any material change to the criteria or the data.",
        },
        {
          lead: "Production.",
          text: "Apply confidentiality designations and redactions, produce in the agreed format, and serve the privilege log.",
        },
      ],
    },
    { kind: "heading", text: "5. Criteria and prompt log" },
    {
      kind: "paragraph",
      text: "Keep a log of every version of the review criteria and of the instructions given to the AI tool: the date, who approved the change, what changed and why, and which documents were classified under each version. If the criteria change after classification has started, decide and record whether earlier results must be re-run.",
    },
    { kind: "heading", text: "6. Validation" },
    {
      kind: "paragraph",
      text: "Validation shows, with numbers you can explain, how well the review found what it was meant to find. No universal threshold has been set for every case; choose targets that are reasonable for the matter, record the reasoning, and disclose or negotiate them where your agreements or the court require.",
    },
    {
      kind: "table",
      columns: [
        { label: "Measure", share: 1 },
        { label: "What it tells you", share: 2 },
        { label: "How to measure it", share: 2 },
      ],
      rows: [
        [
          "Recall",
          "The share of all responsive documents that the review found.",
          "Estimate from a random sample of the whole review set, coded by subject-matter reviewers without seeing the tool's result.",
        ],
        [
          "Precision",
          "The share of documents the review marked responsive that really are.",
          "Code a random sample of the documents marked responsive.",
        ],
        [
          "Elusion",
          "How many responsive documents remain in the set that will not be produced.",
          "Code a random sample of the documents marked not responsive (the discard set).",
        ],
      ],
    },
    {
      kind: "checklist",
      items: [
        "Sample sizes, confidence levels and margins of error are recorded with each result.",
        "Sample documents are coded by reviewers who do not see the tool's classification.",
        "Responsive documents found in the elusion sample are examined for patterns and the criteria adjusted.",
        "Results are re-measured after any change to criteria or data.",
      ],
    },
    { kind: "heading", text: "7. Human review and privilege" },
    {
      kind: "bullets",
      items: [
        "Attorneys review every document before it is withheld or redacted for privilege. The tool may flag potential privilege; it never makes the call.",
        "Documents marked responsive receive [full / sampled] human review before production: record which, and the sample rate.",
        "Hot documents and documents on key issues are escalated to the case team.",
        "Seek an order under Federal Rule of Evidence 502(d), or your jurisdiction's equivalent, so that a production does not waive privilege, and agree a clawback procedure with the other side.",
      ],
    },
    { kind: "heading", text: "8. Cooperation and proportionality" },
    {
      kind: "paragraph",
      text: "Decide early what you will tell the other side about the use of AI, the validation method and the results, and record any agreement. Discovery must be proportional to the needs of the case (Federal Rule of Civil Procedure 26(b)(1) and state equivalents); a documented, validated AI-assisted review is often the strongest answer to a proportionality dispute.",
    },
    {
      kind: "keep-together",
      blocks: [
        { kind: "heading", text: "9. Defensibility record" },
        {
          kind: "checklist",
          items: [
            "This protocol, as followed, with every deviation explained.",
            "The criteria and prompt log (section 5).",
            "Counts at each stage from collection to production.",
            "Validation samples, coding and results (section 6).",
            "Quality-control results and how errors were corrected.",
            "The supervising attorney's sign-off before each production.",
          ],
        },
        {
          kind: "fields",
          rows: [
            ["Approved by", "______________________________"],
            ["Date", "______________________________"],
          ],
        },
      ],
    },
  ],
};

const vendorChecklist: HandoutContent = {
  id: "vendor-checklist",
  title: "AI Vendor Due-Diligence Checklist",
  summary:
    "Questions to answer before client information goes into an AI tool or service. Complete it for each tool, keep it in the firm's records, and review it every year or whenever the tool or its terms change.",
  blocks: [
    {
      kind: "paragraph",
      text: "Model Rule 1.6(c) requires reasonable efforts to prevent unauthorized disclosure of, or access to, client information. Rule 5.3 makes lawyers responsible for reasonable supervision of nonlawyer assistance, including services outside the firm. ABA Formal Opinion 512 applies both to generative AI, and the ABA's earlier opinions on securing client communications (Formal Opinion 477R) and on data breaches (Formal Opinion 483) describe the reasonable-efforts analysis. Read the vendor's contract, privacy terms and security documents, not just its marketing.",
    },
    { kind: "heading", text: "1. The tool and the use" },
    {
      kind: "checklist",
      items: [
        "What will the tool be used for, by whom, and with what categories of information (public, firm, client confidential, personal data, health data)?",
        "Is the tool a separate product, or an AI feature added to software the firm already uses? Features added by updates need review too.",
        "Can the firm control which users and which matters may use it?",
      ],
    },
    { kind: "heading", text: "2. Use of inputs and training" },
    {
      kind: "checklist",
      items: [
        "Does the vendor use prompts, uploaded documents or outputs to train or improve its models? Is that off by default for the firm's account, and guaranteed in the contract?",
        "Can inputs from one client's matter surface in results for other users, inside or outside the firm?",
        "Do vendor staff ever see inputs (for abuse monitoring, support or quality review)? Under what controls, and can the firm opt out?",
        "Which subprocessors (hosting, model providers) receive the data, and are they bound by the same terms?",
      ],
    },
    { kind: "heading", text: "3. Location, retention and deletion" },
    {
      kind: "checklist",
      items: [
        "Where is data stored and processed? Does any of it leave the United States, and does any client or regulation prohibit that?",
        "How long are prompts, files, outputs and logs kept? Can the firm set the period?",
        "Can the firm delete a matter's data on demand, and receive written confirmation?",
        "Can the firm export its data and outputs in a usable form at the end of the contract?",
      ],
    },
    { kind: "heading", text: "4. Security controls" },
    {
      kind: "checklist",
      items: [
        "Encryption in transit and at rest; who holds the keys.",
        "Single sign-on and multi-factor authentication; role-based access; prompt removal of departing users.",
        "Audit logs of who accessed or entered what, available to the firm.",
        "Independent assurance: a recent SOC 2 Type II report or ISO/IEC 27001 certification, read by someone who understands it, including its exceptions.",
        "Vulnerability management, penetration testing and a named security contact.",
      ],
    },
    { kind: "heading", text: "5. Confidentiality and privilege" },
    {
      kind: "checklist",
      items: [
        "A contractual duty of confidentiality covering all client data, surviving termination.",
        "Notice to the firm before the vendor responds to a subpoena or government request for firm data, where the law allows.",
        "Nothing in the terms gives the vendor ownership of, or a broad license to, inputs or outputs.",
        "Client engagement terms, outside-counsel guidelines or protective orders that restrict third-party tools have been checked for the matters that will use it.",
      ],
    },
    { kind: "heading", text: "6. Output quality and limits" },
    {
      kind: "checklist",
      items: [
        "What the vendor claims about accuracy, and what evidence supports it. Test it on the firm's own non-confidential examples.",
        "Whether answers link to their sources, and whether the tool can still produce citations or quotations that do not exist.",
        "How the vendor announces model changes that could change results.",
        "Known limits: jurisdictions, document types, languages, file sizes, date of the underlying data.",
      ],
    },
    { kind: "heading", text: "7. Contract terms" },
    {
      kind: "checklist",
      items: [
        "No training on firm data; confidentiality; data location; deletion and return.",
        "Security incident notification to the firm within a stated, short period, with cooperation in the investigation.",
        "Liability caps and indemnities that are realistic for a breach of client data.",
        "Audit or assessment rights, or the right to receive updated assurance reports each year.",
        "Where health information is involved, a business associate agreement if HIPAA applies to the engagement.",
        "Termination rights if the vendor changes its data terms.",
      ],
    },
    { kind: "heading", text: "8. Incident readiness" },
    {
      kind: "checklist",
      items: [
        "The firm knows whom to call at the vendor, and the vendor knows whom to call at the firm.",
        "The firm's incident response plan covers a breach at this vendor, including assessing whether clients must be notified.",
      ],
    },
    { kind: "heading", text: "9. Decision" },
    {
      kind: "table",
      columns: [
        { label: "Item", share: 1 },
        { label: "Record", share: 2 },
      ],
      rows: [
        ["Approved for", "[uses and information categories]"],
        ["Not approved for", "[uses and information categories]"],
        ["Conditions", "[settings, training, client consent needed]"],
        ["Reviewed by", "[name, role]"],
        ["Date and next review", "[date] / [date]"],
      ],
    },
  ],
};

const depositionPrompts: HandoutContent = {
  id: "prompt-library",
  title: "Prompt Library: Deposition and Trial Preparation",
  summary:
    "Prompt patterns for transcripts, chronologies, outlines and witness preparation. Each comes with the checks that must follow. Fill in the brackets; paste only material you are permitted to put into the tool.",
  blocks: [
    {
      kind: "box",
      variant: "note",
      title: "Before you paste a transcript or exhibit",
      text: "Use a tool your firm has approved for client confidential information. Check the protective order and any confidentiality designations. Replace names with roles where the task allows. Every page:line citation and every quotation the tool produces must be checked against the transcript before anyone relies on it.",
    },
    { kind: "heading", text: "Transcripts" },
    { kind: "subheading", text: "1. Topic digest" },
    {
      kind: "box",
      variant: "prompt",
      text: "The text below is the deposition transcript of [witness role], pages [x] to [y]. Prepare a digest organized by topic. For each topic give a two-sentence summary and every page:line citation where it is discussed. Use only the transcript. Quote exactly when you quote. If an answer was hedged or qualified, say so.",
    },
    {
      kind: "paragraph",
      lead: "Check:",
      text: "sample the citations, and read in full every passage you intend to use. Digests tend to drop qualifications.",
    },
    { kind: "subheading", text: "2. Inconsistencies" },
    {
      kind: "box",
      variant: "prompt",
      text: "Compare the two transcripts below: [witness] on [date 1] and on [date 2]. List every point on which the testimony appears inconsistent. For each, quote both passages with page:line citations and explain the inconsistency in one sentence. Do not list differences in wording that do not change the meaning.",
    },
    {
      kind: "paragraph",
      lead: "Check:",
      text: "read the surrounding pages for each pair; context often resolves an apparent conflict. Use the same prompt to compare testimony with a document you paste in.",
    },
    { kind: "subheading", text: "3. What the witness did not know" },
    {
      kind: "box",
      variant: "prompt",
      text: 'From the transcript below, list every question the witness answered with lack of knowledge or memory (for example "I don\'t recall" or "I don\'t know"). Give the question, the answer and the page:line citation, grouped by topic.',
    },
    { kind: "heading", text: "Chronologies" },
    { kind: "subheading", text: "4. Chronology from documents" },
    {
      kind: "box",
      variant: "prompt",
      text: "Build a chronology from the documents below. One row per event: Date, Event (one sentence), Source (document identifier and page), People involved (by role). Where a date is approximate or inferred, mark it [APPROXIMATE] and say why. Put undated events in a separate list. Do not merge events from different sources unless they clearly describe the same thing.",
    },
    {
      kind: "paragraph",
      lead: "Check:",
      text: "every date against its source, and the approximate ones especially. Add the events you know from the file that the documents do not show.",
    },
    { kind: "heading", text: "Outlines" },
    { kind: "subheading", text: "5. Deposition outline for a fact witness" },
    {
      kind: "box",
      variant: "prompt",
      text: "I will depose [witness role] in a [type of case] in [jurisdiction]. Our goals: [for example, lock in the timeline of X; establish that Y was never told about Z]. Using the chronology and the documents below, draft an outline: topics in a logical order, for each the facts to establish, the exhibits to use (by identifier) and short, non-leading questions. Flag the points where the documents conflict.",
    },
    {
      kind: "paragraph",
      lead: "Check:",
      text: "the goals and the order are your judgment. Confirm each exhibit says what the outline assumes.",
    },
    { kind: "subheading", text: "6. Expert deposition topics" },
    {
      kind: "box",
      variant: "prompt",
      text: "Below is the report of the opposing expert in [field]. List: (1) each opinion stated, with its page; (2) the facts and data each opinion relies on; (3) assumptions the report makes without support; (4) methods named and whether the report explains how they were applied; (5) questions to test each opinion at deposition. Do not evaluate the science beyond what the report itself says.",
    },
    {
      kind: "paragraph",
      lead: "Check:",
      text: "have your own expert review the list; the tool cannot tell you whether a method is accepted in the field.",
    },
    { kind: "heading", text: "Witness preparation and trial" },
    { kind: "subheading", text: "7. Anticipating cross-examination" },
    {
      kind: "box",
      variant: "prompt",
      text: "Acting as opposing counsel, read our witness's prior testimony and the documents below. List the ten lines of cross-examination most likely to damage the witness's credibility or our case, each with the supporting passage or document and a suggested leading question.",
    },
    {
      kind: "paragraph",
      lead: "Check:",
      text: "use the list to prepare the witness on the truth of each point. Never use AI to script testimony: the witness's words must be the witness's own.",
    },
    { kind: "subheading", text: "8. Elements chart" },
    {
      kind: "box",
      variant: "prompt",
      text: "Below are the elements of each claim and defense as I have stated them from the governing jury instructions [paste your own statement of the elements], and our exhibit and witness lists. Build a table: Element, Evidence that proves it (exhibit or witness, with citation), Gaps. Do not add elements or change their wording.",
    },
    {
      kind: "paragraph",
      lead: "Check:",
      text: "the elements come from the instructions you researched, not from the tool. Use the gaps column to plan.",
    },
    { kind: "subheading", text: "9. Themes for opening" },
    {
      kind: "box",
      variant: "prompt",
      text: "Here is a neutral summary of our case [anonymized]. Suggest five possible themes for the opening statement, each in one sentence a juror would remember, with the three strongest facts supporting it and the main risk if the other side attacks it.",
    },
    {
      kind: "paragraph",
      lead: "Check:",
      text: "every fact a theme relies on must be admissible and in evidence. Themes are a starting point for your own story of the case.",
    },
  ],
};

const everydayPrompts: HandoutContent = {
  id: "prompt-library",
  title: "Prompt Library: Everyday Legal Tasks",
  summary:
    "Twelve prompt patterns for common tasks in any practice, with what to leave out and what to check. Adapt the brackets, save the versions that work, and share them with your team.",
  blocks: [
    { kind: "heading", text: "How each entry works" },
    {
      kind: "bullets",
      items: [
        { lead: "Prompt:", text: "the pattern to copy and fill in." },
        { lead: "Check:", text: "what a lawyer must verify before the output is used." },
        {
          lead: "Always:",
          text: "an approved tool for the information involved; names and identifying details removed unless the tool is approved for them; no invented authority.",
        },
      ],
    },
    { kind: "heading", text: "Research and analysis" },
    { kind: "subheading", text: "1. Research plan" },
    {
      kind: "box",
      variant: "prompt",
      text: "I am researching [issue] under [jurisdiction] law for a [client type]. Without citing any authority, list the questions I must answer, the kinds of authority likely to govern each, search terms for a research database, and the facts I should confirm. Note where states commonly differ.",
    },
    {
      kind: "paragraph",
      lead: "Check:",
      text: "completeness. Do the research itself in a reliable research service.",
    },
    { kind: "subheading", text: "2. Explain a statute or rule" },
    {
      kind: "box",
      variant: "prompt",
      text: "Below is the text of [statute or rule], as in force on [date]. Explain it in plain English: who it applies to, what it requires, exceptions, deadlines and consequences. Quote the words each point comes from. Do not rely on anything outside the text; say if something is ambiguous.",
    },
    {
      kind: "paragraph",
      lead: "Check:",
      text: "the quotations against the text, definitions elsewhere in the code, and later amendments.",
    },
    { kind: "subheading", text: "3. Issue list from facts" },
    {
      kind: "box",
      variant: "prompt",
      text: "Here are anonymized facts: [facts]. Acting as a careful [practice area] lawyer in [jurisdiction], list the legal issues these facts raise, ranked by importance, with the additional facts needed to assess each. Do not reach conclusions.",
    },
    { kind: "heading", text: "Documents" },
    { kind: "subheading", text: "4. Summarize a long document" },
    {
      kind: "box",
      variant: "prompt",
      text: "Summarize the document below for [audience] in no more than [length]. Start with the three points that matter most to [purpose]. Then list deadlines, obligations and amounts with the section or page each comes from.",
    },
    {
      kind: "paragraph",
      lead: "Check:",
      text: "every deadline, amount and obligation against the source.",
    },
    { kind: "subheading", text: "5. Compare two versions" },
    {
      kind: "box",
      variant: "prompt",
      text: "Compare version A and version B of the clause below. List every change in substance, quoting both versions, and explain in one sentence how each change affects [party]. Ignore formatting and purely stylistic edits, but list them at the end.",
    },
    {
      kind: "paragraph",
      lead: "Check:",
      text: 'run a conventional redline as well; the tool can miss small changes with large effects, such as "may" becoming "shall".',
    },
    { kind: "subheading", text: "6. Checklist from rules" },
    {
      kind: "box",
      variant: "prompt",
      text: "Below are the local rules and the judge's standing order for [court]. Turn them into a filing checklist for a [type of motion]: page limits, format, required sections, certificates, deadlines, courtesy copies and any AI disclosure or certification. Give the rule number for each item.",
    },
    {
      kind: "paragraph",
      lead: "Check:",
      text: "that you have pasted the current versions, and each item against its rule.",
    },
    { kind: "heading", text: "Drafting and communication" },
    { kind: "subheading", text: "7. First draft from your template" },
    {
      kind: "box",
      variant: "prompt",
      text: "Using our template below [paste firm template], draft a [document] for [anonymized situation]. Keep the template's defined terms and structure. Mark every place where you changed the template or need information with [CHECK].",
    },
    { kind: "subheading", text: "8. Plain-language client update" },
    {
      kind: "box",
      variant: "prompt",
      text: "Rewrite the update below for a client with no legal training. Under [length] words, short sentences, no jargon. Keep every fact, date and decision the client must make. Do not add predictions or advice that is not in the original.",
    },
    {
      kind: "paragraph",
      lead: "Check:",
      text: "that nothing was lost, softened or added. The advice is yours.",
    },
    { kind: "subheading", text: "9. E-mail to opposing counsel" },
    {
      kind: "box",
      variant: "prompt",
      text: "Draft a short, professional e-mail to opposing counsel. Purpose: [purpose, for example propose dates for a meet-and-confer on the discovery dispute]. Tone: firm and courteous. Include [points]. No threats, no characterizations of their conduct.",
    },
    { kind: "subheading", text: "10. Action list from notes" },
    {
      kind: "box",
      variant: "prompt",
      text: "From the meeting notes below, list every action item with its owner and deadline, the decisions made, and the open questions. If an owner or deadline is not stated, write [UNASSIGNED] or [NO DATE] rather than guessing.",
    },
    { kind: "heading", text: "Review and improvement" },
    { kind: "subheading", text: "11. Stress-test an argument" },
    {
      kind: "box",
      variant: "prompt",
      text: "Here is my argument [paste]. Acting as opposing counsel, give the three strongest responses, the facts they would rely on, and the weakest step in my reasoning. Do not cite authority.",
    },
    { kind: "subheading", text: "12. Edit for clarity" },
    {
      kind: "box",
      variant: "prompt",
      text: "Edit the passage below for clarity and concision without changing its meaning, citations or quotations. Return the edited text, then a list of changes. Flag any sentence whose meaning you were unsure of instead of changing it.",
    },
    {
      kind: "paragraph",
      lead: "Check:",
      text: "that citations and quotations are untouched, and that the edit did not change a legal position.",
    },
    { kind: "heading", text: "Building your library" },
    {
      kind: "bullets",
      items: [
        "Save each prompt that works with its name, purpose, inputs to remove and the checks it needs.",
        "Record which tool and version it was tested with; re-test when the tool changes.",
        "Keep client information out of the library itself: patterns, not matters.",
        "Review the library as a team once a quarter and retire prompts that no longer perform.",
      ],
    },
  ],
};

const citationChecklist: HandoutContent = {
  id: "filing-checklist",
  title: "Pre-Filing Citation Verification Checklist",
  summary:
    "A checklist for every brief, motion and memorandum filed with a court, whether or not anyone used AI to prepare it. Complete it before signing, and keep the log in the file.",
  blocks: [
    {
      kind: "paragraph",
      text: "Your signature on a filing certifies that its legal contentions are warranted after a reasonable inquiry (Federal Rule of Civil Procedure 11(b) and state equivalents). Model Rule 3.3 forbids false statements of law to a tribunal and requires correcting them, and Rule 3.1 requires a basis for every contention. Courts have sanctioned lawyers for filing citations to cases that do not exist and quotations that were never written, often produced by generative AI tools and not checked. This checklist makes the reasonable inquiry routine.",
    },
    { kind: "heading", text: "A. Before you draft" },
    {
      kind: "checklist",
      items: [
        "Read the court's local rules and the assigned judge's standing orders for any requirement to disclose AI use or certify verification.",
        "Know which tools were used, and by whom: associates, paralegals, co-counsel, local counsel, experts and the client's own drafts all count.",
        "Decide who will perform the verification, and give them time to do it before the filing deadline.",
      ],
    },
    { kind: "heading", text: "B. For every authority cited" },
    {
      kind: "checklist",
      items: [
        "It exists: retrieved and opened in an official source or an established legal research service, not taken from an AI answer.",
        "The citation is correct: name, reporter or database identifier, volume, first page, court and year.",
        "The pin cite points to the page that supports the proposition.",
        "Every quotation matches the source word for word, including internal quotation marks, alterations and omissions.",
        "The authority actually stands for the proposition, read in context, and is not a dissent, a concurrence or dictum presented as a holding.",
        "It is still good law: checked with a citator, including subsequent history.",
        "It is from the right jurisdiction and court level, and binding or persuasive as presented.",
        "Unpublished or non-precedential decisions may be cited under the court's rules, and are identified as such.",
        "Parentheticals and signals describe the authority accurately.",
      ],
    },
    { kind: "heading", text: "C. For the brief as a whole" },
    {
      kind: "checklist",
      items: [
        "Every proposition of law has support, and every cited authority has been read by a lawyer on the team.",
        "Directly adverse controlling authority known to you has been disclosed, as Rule 3.3(a)(2) requires.",
        "Record citations point to the right exhibit, page and line, and say what the brief says they say.",
        "The table of authorities matches the citations in the text.",
        "Any required AI disclosure or certification is included and accurate.",
      ],
    },
    { kind: "heading", text: "Red flags of a fabricated citation" },
    {
      kind: "bullets",
      items: [
        "A case you have never heard of that fits your facts perfectly.",
        "A quotation that reads like your own argument.",
        "A citation you cannot find by name or by citation in a research service.",
        "A reporter, volume or page that does not match the court or year.",
        "The AI tool gives a different citation, or a different holding, when asked again.",
      ],
    },
    { kind: "heading", text: "D. Verification log" },
    {
      kind: "table",
      columns: [
        { label: "Citation (short form)", share: 3 },
        { label: "Retrieved from", share: 2 },
        { label: "Checked by", share: 2 },
        { label: "Date", share: 1 },
      ],
      rows: [
        ["", "", "", ""],
        ["", "", "", ""],
        ["", "", "", ""],
        ["", "", "", ""],
        ["", "", "", ""],
      ],
    },
    { kind: "heading", text: "E. If an error is found after filing" },
    {
      kind: "numbered",
      items: [
        "Tell the supervising lawyer at once.",
        "Confirm the error and check the rest of the filing for similar ones.",
        "Correct the record promptly, as Rule 3.3 requires, by notice or corrected filing under the court's procedures.",
        "Be candid with the court about what happened; do not minimize it.",
        "Review how it happened and change the process, not only the filing.",
      ],
    },
    {
      kind: "fields",
      rows: [
        ["Filing", "______________________________"],
        ["Verified and signed by", "______________________________"],
        ["Date", "______________________________"],
      ],
    },
  ],
};

const annotatedBrief: HandoutContent = {
  id: "annotated-brief",
  title: "Annotated Sample Brief Section",
  summary:
    "One argument section from a fictional opposition to a motion to dismiss, annotated to show the persuasive choices made and where an AI assistant helped or was not trusted.",
  blocks: [
    {
      kind: "box",
      variant: "note",
      title: "A fictional matter",
      text: "The parties, the facts, the fictional State of Westbrook and its code are invented for teaching. Bracketed placeholders such as [Controlling authority] stand where a real brief would cite authority a lawyer has found, read and verified. Nothing here is a statement of any real jurisdiction's law.",
    },
    { kind: "subheading", text: "The matter" },
    {
      kind: "paragraph",
      text: "Ridgeline Cider Co., a small cidery, bought a bottling line from Halvorsen Packaging Systems. The contract limited Ridgeline's remedy to repair or replacement of defective parts. The line failed repeatedly over eight months; Halvorsen's technicians visited eleven times and never made it work. Ridgeline sued for damages. Halvorsen moved to dismiss, arguing that the limited remedy bars any claim for damages.",
    },
    { kind: "heading", text: "The brief section" },
    {
      kind: "paragraph",
      style: "bold",
      text: "II. The repair-or-replace remedy failed of its essential purpose, so Ridgeline may recover damages under the Westbrook Commercial Code.",
    },
    {
      kind: "box",
      variant: "note",
      title: "Annotation: the point heading",
      text: "The heading is a complete sentence stating the conclusion and the reason, so a judge who reads only the headings knows the argument. The AI assistant was asked for ten alternative headings; the lawyer combined two and cut the result by a third.",
    },
    {
      kind: "paragraph",
      text: "Halvorsen's motion rests on a single premise: that the contract's repair-or-replace clause is Ridgeline's only remedy no matter what happened. But a limited remedy is enforceable only while it gives the buyer what it promised: goods that work. When the seller cannot deliver that, the limitation falls away and the Code's general remedies apply. [Westbrook Commercial Code provision on limited remedies; controlling authority.] The complaint alleges exactly that failure.",
    },
    {
      kind: "box",
      variant: "note",
      title: "Annotation: the opening",
      text: "The paragraph names the opponent's premise, then the rule that defeats it, in plain words before any citation. It ends by pointing to the complaint, because on a motion to dismiss the question is what is alleged. The rule statement was written by the lawyer from the authority she read; the AI was not asked to find or state the law.",
    },
    {
      kind: "paragraph",
      text: "The complaint's allegations are specific. Halvorsen's technicians came to the cidery eleven times between March and October. (Compl. ¶¶ 14–25.) After each visit the line jammed again within days. (Id. ¶ 26.) Ridgeline lost two harvest seasons' production and hand-bottled what it could. (Id. ¶¶ 27–29.) Halvorsen never replaced the line and never said it could not be fixed. (Id. ¶ 30.) Taken as true, these facts describe a remedy that was tried repeatedly and never worked.",
    },
    {
      kind: "box",
      variant: "note",
      title: "Annotation: the facts",
      text: "Short declarative sentences, each with a pin cite to the complaint, and concrete details (eleven visits, two seasons) rather than adjectives. The AI assistant produced a first chronology from the complaint; every paragraph number was checked against the filed complaint, and two were corrected.",
    },
    {
      kind: "paragraph",
      text: "Halvorsen argues that it never refused to repair, so the remedy never failed. That misstates the test. The question is not whether the seller kept trying but whether the buyer received working goods within a reasonable time. [Authority on the reasonable-time standard.] Eight months and eleven unsuccessful visits in a seasonal business are, at the least, enough to make the question one of fact, which cannot be resolved on the pleadings. [Authority on resolving fact questions at the pleading stage.]",
    },
    {
      kind: "box",
      variant: "note",
      title: "Annotation: the counterargument",
      text: 'The lawyer asked the AI assistant, acting as Halvorsen\'s counsel, for the three strongest responses to the draft. The "never refused" argument was the best of them, so the brief meets it directly instead of waiting for the reply. The fallback (at least a fact question) gives the court a narrower way to rule for Ridgeline.',
    },
    {
      kind: "paragraph",
      text: "Because the complaint plausibly alleges that the limited remedy failed of its essential purpose, Ridgeline's damages claim survives. The Court should deny the motion as to Count I.",
    },
    {
      kind: "box",
      variant: "note",
      title: "Annotation: the close",
      text: "One sentence restating the standard and the conclusion, one sentence asking for specific relief. No new arguments.",
    },
    { kind: "heading", text: "How AI was used, and not used" },
    {
      kind: "table",
      columns: [
        { label: "Step", share: 2 },
        { label: "AI assistant's role", share: 3 },
        { label: "Lawyer's check", share: 3 },
      ],
      rows: [
        [
          "Outline",
          "Proposed an order of arguments from the motion and the complaint.",
          "Reordered to lead with the strongest point.",
        ],
        [
          "Law",
          "None. Not asked to find, state or cite authority.",
          "Researched, read and cited every authority.",
        ],
        [
          "Facts",
          "First chronology from the complaint.",
          "Checked each paragraph cite; corrected two.",
        ],
        [
          "Counterarguments",
          "Argued the other side's best responses.",
          "Chose which to meet in the brief.",
        ],
        [
          "Editing",
          "Suggested cuts for length and clarity.",
          "Accepted about half; kept citations and quotations untouched.",
        ],
        [
          "Before filing",
          "None.",
          "Full citation verification and the court's AI disclosure rules.",
        ],
      ],
    },
    { kind: "subheading", text: "Prompts used" },
    {
      kind: "box",
      variant: "prompt",
      text: "Here is a draft argument section [paste]. Acting as opposing counsel, give the three strongest responses and the weakest step in the reasoning. Do not cite authority.\n\nEdit the passage below for concision. Do not change citations, quotations or placeholders in brackets. List every change.",
    },
  ],
};

const aiPolicy: HandoutContent = {
  id: "model-ai-policy",
  title: "Model Law Firm AI Acceptable-Use Policy",
  summary:
    "A model policy to adapt to your firm's size, practice and tools. Bracketed text is for the firm to decide. Have it reviewed against your jurisdiction's rules and opinions before adoption.",
  blocks: [
    { kind: "heading", text: "1. Purpose" },
    {
      kind: "paragraph",
      text: "[Firm Name] (the Firm) uses artificial intelligence tools to serve clients better. This policy sets out how lawyers and staff may use them consistently with the rules of professional conduct, in particular the duties of competence, confidentiality, communication, candor and supervision, and with our obligations to clients.",
    },
    { kind: "heading", text: "2. Scope" },
    {
      kind: "paragraph",
      text: "This policy applies to all partners, associates, counsel, paralegals, staff, contractors and temporary personnel, on Firm devices and personal devices, whenever they use an AI tool for Firm or client work. It covers stand-alone tools and AI features built into other software.",
    },
    { kind: "heading", text: "3. Definitions" },
    {
      kind: "fields",
      rows: [
        [
          "AI tool",
          "Software that generates text, images, audio, code or analysis in response to prompts, including generative AI and AI features of other products.",
        ],
        [
          "Approved tool",
          "An AI tool listed in the Firm's register of approved tools, for the uses and information categories stated there.",
        ],
        [
          "Client information",
          "Any information relating to the representation of a client, whatever its source, including information that is not privileged.",
        ],
        [
          "Public tool",
          "Any AI tool that is not an approved tool, including consumer versions of tools the Firm has approved under an enterprise agreement.",
        ],
      ],
    },
    { kind: "heading", text: "4. Governance" },
    {
      kind: "bullets",
      items: [
        "The [AI Committee / responsible partner] owns this policy, keeps the register of approved tools and answers questions about it.",
        "A tool is added to the register only after vendor due diligence covering data use, security, retention and contract terms, and approval by [the General Counsel / the AI Committee].",
        "The register states, for each tool, the permitted uses, the permitted information categories and any conditions.",
      ],
    },
    { kind: "heading", text: "5. Permitted and prohibited uses" },
    {
      kind: "table",
      columns: [
        { label: "Category", share: 1 },
        { label: "Examples", share: 3 },
      ],
      rows: [
        [
          "Permitted",
          "Approved tools, for uses on the register: summarizing, first drafts from Firm templates, editing, brainstorming, research planning, with the verification required by section 8.",
        ],
        [
          "Permitted with conditions",
          "Client information in an approved tool, where the register allows it, the client's instructions permit it, and consent has been obtained where section 7 requires it.",
        ],
        [
          "Prohibited",
          "Client information of any kind in a public tool; using AI output as legal authority without verification; creating or altering evidence; impersonating a person; using AI to make decisions about people (hiring, discipline) without approval; circumventing a tool's security or this policy.",
        ],
      ],
    },
    { kind: "heading", text: "6. Confidentiality" },
    {
      kind: "bullets",
      items: [
        "Enter only the information the task requires. Anonymize where the task allows.",
        "Never enter information subject to a protective order, a confidentiality agreement or a client instruction that forbids it.",
        "Never enter passwords, access keys or details of Firm systems.",
        "Report at once to [contact] any entry of client information into a public tool, whether yours or someone else's.",
      ],
    },
    { kind: "heading", text: "7. Client communication and consent" },
    {
      kind: "bullets",
      items: [
        "Follow client instructions and outside-counsel guidelines on AI; the responsible partner checks them when the matter opens.",
        "Obtain the client's informed consent before entering client information into a tool that may retain or learn from it, and wherever else the applicable rules require. A general clause in the engagement letter is not enough for this.",
        "Answer clients' questions about the Firm's use of AI accurately.",
      ],
    },
    { kind: "heading", text: "8. Verification and accountability" },
    {
      kind: "bullets",
      items: [
        "The lawyer responsible for a piece of work is responsible for every word of it, whatever tools were used.",
        "Every legal authority, quotation, citation, fact, date and calculation in AI-assisted work is verified against a reliable source before the work is relied on or leaves the Firm.",
        "AI output is never described to a client or a court as the lawyer's own verification or research.",
      ],
    },
    { kind: "heading", text: "9. Court filings" },
    {
      kind: "bullets",
      items: [
        "Before filing, check the court's rules and the judge's standing orders for AI disclosure or certification requirements, and comply.",
        "Complete the Firm's citation verification checklist for every filing.",
        "If an error is found after filing, tell the supervising lawyer at once; the Firm will correct the record promptly.",
      ],
    },
    { kind: "heading", text: "10. Billing" },
    {
      kind: "bullets",
      items: [
        "Bill hourly work for the time actually spent, including time spent prompting and reviewing output, not for time the tool saved.",
        "Do not bill clients for time spent learning to use tools the Firm uses generally.",
        "Charge tool costs to a client only where the engagement terms allow it and the charge is reasonable.",
      ],
    },
    { kind: "heading", text: "11. Supervision and training" },
    {
      kind: "bullets",
      items: [
        "Supervising lawyers make reasonable efforts to ensure that the lawyers and staff they supervise use AI in line with this policy.",
        "Everyone completes the Firm's AI training before using an approved tool, and refresher training [annually].",
        "Vendors and contractors who use AI on Firm work are bound by equivalent terms.",
      ],
    },
    { kind: "heading", text: "12. Records" },
    {
      kind: "paragraph",
      text: "Prompts and outputs that form part of client work are kept with the matter under the Firm's records policy, and are subject to litigation holds like any other record.",
    },
    { kind: "heading", text: "13. Incidents and violations" },
    {
      kind: "paragraph",
      text: "Report suspected misuse, data exposure or harmful output to [contact] without delay. The Firm will investigate, take steps to protect clients, and assess whether clients must be informed. Violations of this policy may lead to disciplinary action. Good-faith reports will not.",
    },
    { kind: "heading", text: "14. Review" },
    {
      kind: "paragraph",
      text: "The [AI Committee] reviews this policy and the register at least [annually], and whenever the rules, the tools or the Firm's practice change materially.",
    },
    {
      kind: "keep-together",
      blocks: [
        { kind: "heading", text: "Acknowledgment" },
        {
          kind: "paragraph",
          text: "I have read and understood this policy and will comply with it.",
        },
        {
          kind: "fields",
          rows: [
            ["Name", "______________________________"],
            ["Signature", "______________________________"],
            ["Date", "______________________________"],
          ],
        },
      ],
    },
  ],
};

const referenceMaterials: HandoutContent = {
  id: "reference-materials",
  title: "Reference Materials: AI Guidance for Lawyers",
  summary:
    "A map of the guidance that governs lawyers' use of AI: what the ABA's opinion covers, what state bar guidance and court orders typically address, the copyright questions, and how to find what applies to you.",
  blocks: [
    {
      kind: "box",
      variant: "note",
      title: "Read the source, not the summary",
      text: "Guidance on AI changes quickly. This handout describes its subjects in general terms so that you know what to look for. Before relying on any point, read the current text of the rule, opinion or order that applies in your jurisdiction and your court.",
    },
    { kind: "heading", text: "The ABA Model Rules that apply" },
    {
      kind: "table",
      columns: [
        { label: "Rule", share: 1 },
        { label: "Duty", share: 3 },
      ],
      rows: [
        ["1.1", "Competence, including (Comment 8) the benefits and risks of relevant technology."],
        [
          "1.4",
          "Communication with clients, including about the means used to pursue their objectives.",
        ],
        ["1.5", "Reasonable fees and expenses."],
        [
          "1.6",
          "Confidentiality of information relating to the representation, and reasonable efforts to protect it.",
        ],
        ["3.1, 3.3", "Meritorious claims; candor toward the tribunal."],
        [
          "5.1, 5.3",
          "Supervision of lawyers and of nonlawyer assistance, inside and outside the firm.",
        ],
        [
          "8.4",
          "Misconduct, including dishonesty and (paragraph (g)) discrimination and harassment.",
        ],
      ],
    },
    { kind: "heading", text: "ABA Formal Opinion 512 (July 2024)" },
    {
      kind: "paragraph",
      text: 'The ABA Standing Committee on Ethics and Professional Responsibility\'s Formal Opinion 512, "Generative Artificial Intelligence Tools", applies the Model Rules to generative AI. It addresses:',
    },
    {
      kind: "bullets",
      items: [
        {
          lead: "Competence:",
          text: "a reasonable understanding of the capabilities and limits of the tools used, and independent review of their output appropriate to the task.",
        },
        {
          lead: "Confidentiality:",
          text: "assessing the risk that client information entered into a tool is disclosed or accessed; informed client consent before information is entered into a self-learning tool, which general engagement-letter language does not provide.",
        },
        {
          lead: "Communication:",
          text: "circumstances in which clients should be told about the use of AI.",
        },
        {
          lead: "Meritorious claims and candor:",
          text: "reviewing output, including citations and analysis, before submitting it to a tribunal.",
        },
        {
          lead: "Supervision:",
          text: "firm policies on permissible use, training, and supervision of lawyers, staff and outside providers.",
        },
        {
          lead: "Fees:",
          text: "billing for time actually spent, not charging for learning tools used generally, and the treatment of tool costs.",
        },
      ],
    },
    { kind: "heading", text: "State bar guidance: what it typically covers" },
    {
      kind: "paragraph",
      text: "Many state bars and courts have issued ethics opinions, practical guidance or task-force reports on AI, and more are in progress. They differ in form and detail but return to the same subjects:",
    },
    {
      kind: "bullets",
      items: [
        "Understanding how a tool handles inputs before using it with client information, and when client consent is required.",
        "Verifying output, especially legal citations, before relying on it.",
        "Supervising lawyers and staff who use AI, and firm policies.",
        "Billing for AI-assisted work and passing on tool costs.",
        "AI chatbots on firm websites and in intake, and the rules on advertising, solicitation and forming client relationships.",
        "Bias in AI tools and the duty not to discriminate.",
      ],
    },
    { kind: "heading", text: "Courts: rules and standing orders" },
    {
      kind: "paragraph",
      text: "Some courts and individual judges have adopted rules or standing orders on AI in filings. Those in use vary: some require disclosure that AI was used, some require a certificate that a person verified every citation, and a few restrict certain uses. Check the court's local rules and the assigned judge's orders in every matter, including when a case is transferred.",
    },
    { kind: "heading", text: "Copyright questions" },
    {
      kind: "bullets",
      items: [
        "The U.S. Copyright Office's guidance states that copyright protects human authorship, and that applicants registering works containing AI-generated material should disclose it and claim only the human contribution.",
        "Whether training AI models on copyrighted works is lawful has been litigated in several courts, with results that depend on the facts; check the current state of the law before advising on it.",
        "Read the tool's terms on ownership of output and any indemnity the vendor offers before relying on AI-generated material in client work product or marketing.",
      ],
    },
    { kind: "heading", text: "Finding what applies to you" },
    {
      kind: "table",
      columns: [
        { label: "Where to look", share: 2 },
        { label: "What you will find", share: 3 },
        { label: "Check for", share: 2 },
      ],
      rows: [
        [
          "Your state's rules of professional conduct",
          "Your jurisdiction's version of each Model Rule and its comments.",
          "Differences from the Model Rules.",
        ],
        [
          "State bar ethics opinions",
          "Formal and informal opinions on AI and technology.",
          "Date, and later opinions.",
        ],
        [
          "State supreme court orders and reports",
          "Rules, guidelines and task-force reports on AI.",
          "Whether binding or advisory.",
        ],
        [
          "Local rules and judges' standing orders",
          "Disclosure and certification requirements.",
          "The current version for each court.",
        ],
        [
          "ABA Center for Professional Responsibility",
          "The Model Rules, comments and formal opinions.",
          "Whether your state follows them.",
        ],
      ],
    },
    { kind: "heading", text: "Terms worth knowing" },
    {
      kind: "fields",
      rows: [
        [
          "Large language model",
          "A model trained on large amounts of text to predict and generate text.",
        ],
        [
          "Hallucination",
          "Output that is fluent but false, such as a citation to a case that does not exist.",
        ],
        [
          "Self-learning tool",
          "A tool that may use what users enter to inform later outputs, for the same or other users.",
        ],
        [
          "Retrieval-augmented generation",
          "A design in which the tool first searches a set of documents and then answers from them; it reduces but does not eliminate errors.",
        ],
        ["Prompt", "The instructions and material given to the tool."],
        ["Context window", "How much text the tool can take into account at once."],
      ],
    },
  ],
};

/** Course id → its handouts, in the order the course page lists them. */
export const COURSE_HANDOUT_CONTENT: Readonly<Record<string, readonly HandoutContent[]>> = {
  "generative-ai-ediscovery-document-review": [reviewProtocol],
  "cybersecurity-privacy-ai-law-firms": [vendorChecklist],
  "ai-assisted-deposition-trial-preparation": [depositionPrompts],
  "prompting-ai-legal-work-workshop": [everydayPrompts],
  "hallucinated-citations-rule-11": [citationChecklist],
  "persuasive-brief-writing-ai": [annotatedBrief],
  "ai-governance-law-firms": [aiPolicy],
  "ai-and-the-law-essential-tools-tactics": [referenceMaterials],
};
