/**
 * The sample lecture of each published course: its slides and what the
 * speaker says on each. scripts/make-course-media.ts renders them into the
 * video, captions and manifest under media/courses/{courseId}/, and the
 * slides PDF is written from them on request. Change the text here, then
 * re-render the course's media.
 */

export type LectureSlide = {
  /** Also the chapter's title in the player. */
  heading: string;
  bullets: string[];
  /** What the speaker says while the slide is shown; each sentence is one caption. */
  narration: string;
};

export type Lecture = { slides: LectureSlide[] };

/**
 * The narration's sentences, as they are spoken and captioned. A period after
 * a legal abbreviation ("v.", "Inc.", "U.S.") or an initial does not end one.
 */
export function narrationSentences(narration: string): string[] {
  const pieces = narration.trim().split(/(?<=[.!?]["”']?)\s+(?=["“']?[A-Z0-9$])/);
  const sentences: string[] = [];
  for (const piece of pieces) {
    const previous = sentences.at(-1);
    if (previous !== undefined && NOT_A_SENTENCE_END.test(previous)) {
      sentences[sentences.length - 1] = `${previous} ${piece}`;
    } else {
      sentences.push(piece);
    }
  }
  return sentences;
}

const NOT_A_SENTENCE_END =
  /(?:^|[\s(])(?:v|vs|Inc|Co|Corp|Ltd|No|Nos|Cir|Mr|Ms|Dr|e\.g|i\.e|U\.S|[A-Z])\.$/;

export const LECTURES: Readonly<Record<string, Lecture>> = {
  "ai-legal-tools-artificial-intelligence-law-cle": {
    slides: [
      {
        heading: "Welcome and overview",
        bullets: [
          "Where AI helps a legal practice today",
          "Where it fails, and why",
          "A framework you can apply on Monday morning",
        ],
        narration:
          "Welcome to AI and the Law: Essential Tools and Tactics for Using Artificial Intelligence. Your faculty are Daniela Ruiz, a technology transactions partner, and Marcus Whitfield, a litigation partner and legal technologist, both of Ruiz and Whitfield LLP. In this sample lecture we look at where AI helps a legal practice today, where it fails, and how to keep control of the result.",
      },
      {
        heading: "AI in legal research",
        bullets: [
          "Good at finding leads and summarizing",
          "Can invent cases, quotations and holdings",
          "Check every answer against primary sources",
        ],
        narration:
          "AI research tools are good at suggesting leads, summarizing long opinions and explaining unfamiliar areas of law. They can also produce citations, quotations and holdings that do not exist. Treat every answer as a lead, and read the primary source before you rely on it.",
      },
      {
        heading: "Contract analysis",
        bullets: [
          "Extract clauses across many agreements",
          "Compare them with the firm's standard positions",
          "Flag deviations for a lawyer to decide",
        ],
        narration:
          "In contract work, AI can pull key clauses out of a large set of agreements and compare them with your firm's standard positions. Use it to flag deviations, not to decide them. The lawyer who signs off on the markup is responsible for every change in it.",
      },
      {
        heading: "Litigation and compliance risks",
        bullets: [
          "Mata v. Avianca (S.D.N.Y. 2023): sanctions for invented cases",
          "Rule 11 and Model Rule 3.3 apply to every filing",
          "Model Rule 1.6 before client data enters a tool",
        ],
        narration:
          "In Mata v. Avianca, a federal court in New York sanctioned two lawyers and their firm in 2023 after they filed a brief citing cases that ChatGPT had invented. Rule 11 and the duty of candor in Model Rule 3.3 apply to every filing, however it was drafted. Before any client information goes into a tool, Model Rule 1.6 asks whether that information will be adequately protected.",
      },
      {
        heading: "Writing prompts that work",
        bullets: [
          "State the task, jurisdiction, audience and format",
          "Give the facts, not the client's identity",
          "Ask for sources you can check",
        ],
        narration:
          "A good prompt states the task, the jurisdiction, the audience and the format you want back. Give the tool the facts it needs without names or details that identify the client. Ask for sources you can check, and ask the tool to say when it is unsure.",
      },
      {
        heading: "Summary",
        bullets: [
          "Use AI for leads, first drafts and comparisons",
          "Verify, supervise and protect confidences",
          "The work product is still yours",
        ],
        narration:
          "To sum up, AI is useful for finding leads, producing first drafts and comparing documents at scale. It does not change your duties of competence, confidentiality and candor. Verify what it gives you, protect what you give it, and remember that the work product is still yours.",
      },
    ],
  },

  "ai-and-the-law-essential-tools-tactics": {
    slides: [
      {
        heading: "Welcome and overview",
        bullets: [
          "AI for research, drafting and client communication",
          "The ABA's and state bars' guidance",
          "Pitfalls, and prompts that get results",
        ],
        narration:
          "Welcome to AI and the Law: Essential Tools and Tactics. Your faculty are Daniela Ruiz of Ruiz and Whitfield LLP, who advises firms on deploying AI tools, and Priya Natarajan, professional responsibility counsel at Natarajan Ethics Counsel. This sample lecture previews how to use AI for research, drafting and client communication without breaching your duties.",
      },
      {
        heading: "The guidance that governs AI use",
        bullets: [
          "ABA Formal Opinion 512 (July 2024)",
          "State bar guidance, such as California's and Florida's",
          "The existing Model Rules already apply",
        ],
        narration:
          "In July 2024 the American Bar Association issued Formal Opinion 512, its first formal ethics opinion on generative AI tools. State bars, including those of California and Florida, had already published guidance of their own. The common message is that the existing rules on competence, confidentiality, communication, candor, supervision and fees already govern how lawyers use AI.",
      },
      {
        heading: "Research and drafting, with review",
        bullets: [
          "AI drafts; the lawyer decides",
          "Review matched to the task and the tool",
          "Confirm every citation and quotation",
        ],
        narration:
          "Opinion 512 expects a lawyer to review AI output with a degree of care that fits the tool and the task. A first draft of an internal memo needs less checking than a brief going to court. Either way, every citation and every quotation must be confirmed in the source before the work leaves your office.",
      },
      {
        heading: "Client communication and confidentiality",
        bullets: [
          "Informed consent before using self-learning tools",
          "Boilerplate in an engagement letter is not enough",
          "Tell clients when AI use affects their decisions",
        ],
        narration:
          "Under Opinion 512, a lawyer needs the client's informed consent before entering information about the representation into a self-learning tool that could disclose it to others. The opinion says that boilerplate consent in an engagement letter is not sufficient. Clients should also be told about AI use when it matters to decisions they will make about the representation.",
      },
      {
        heading: "Pitfalls that have led to trouble",
        bullets: [
          "Hallucinated citations: Mata v. Avianca (S.D.N.Y. 2023)",
          "Client facts pasted into public tools",
          "Copyright requires human authorship",
        ],
        narration:
          "The best-known pitfall is the hallucinated citation, as in Mata v. Avianca, where lawyers were sanctioned for filing cases that did not exist. Confidentiality breaches happen more quietly, when client facts are pasted into a public tool whose terms allow reuse. And the Copyright Office requires human authorship for registration, which matters when clients rely on content made with AI.",
      },
      {
        heading: "Prompting techniques",
        bullets: [
          "Give a role, a task, the jurisdiction and a format",
          "Supply the documents yourself",
          "Refine the request, then verify",
        ],
        narration:
          "Effective prompts give the tool a role, a task, the jurisdiction and the format you want. Where you can, supply the documents yourself and ask for answers tied to specific passages. Then refine the request and check the result.",
      },
      {
        heading: "Summary",
        bullets: [
          "AI speeds up research, drafting and communication",
          "The Model Rules travel with it",
          "Review, protect and inform",
        ],
        narration:
          "In short, AI can speed up research, drafting and client communication, but the Model Rules travel with it. Review what it produces, protect what you put into it, and keep your clients informed. The full course works through each of these duties with examples and practice prompts.",
      },
    ],
  },

  "generative-ai-ediscovery-document-review": {
    slides: [
      {
        heading: "Welcome and overview",
        bullets: [
          "The case law behind technology-assisted review",
          "What generative AI adds, and what it does not change",
          "Validation, privilege and proportionality",
        ],
        narration:
          "Welcome to Generative AI in E-Discovery and Document Review. Your faculty are Jonathan Park, Director of Litigation Support at Meridian Discovery Group, and Marcus Whitfield, a litigation partner at Ruiz and Whitfield LLP. This sample lecture covers the case law behind technology-assisted review and what generative AI adds to it.",
      },
      {
        heading: "Courts and technology-assisted review",
        bullets: [
          "Da Silva Moore v. Publicis Groupe (S.D.N.Y. 2012)",
          "Rio Tinto v. Vale (S.D.N.Y. 2015)",
          "Hyles v. New York City (S.D.N.Y. 2016)",
        ],
        narration:
          "In Da Silva Moore v. Publicis Groupe in 2012, Magistrate Judge Andrew Peck approved computer-assisted review as an acceptable way to search for relevant documents in appropriate cases. In Rio Tinto v. Vale in 2015, he called it black letter law that courts will permit a producing party to use technology-assisted review. In Hyles v. New York City, he declined to force a producing party to use it.",
      },
      {
        heading: "What generative AI changes",
        bullets: [
          "Written instructions instead of coded training sets",
          "Explanations that still need testing",
          "The same standard: a reasonable process",
        ],
        narration:
          "Generative AI review tools classify documents from written instructions rather than from sets of documents a lawyer has coded. They can explain why a document looks responsive, but those explanations can be wrong and must be tested. The standard does not change: the producing party needs a reasonable, well-documented process.",
      },
      {
        heading: "Validating the review",
        bullets: [
          "Recall: how much of the relevant material was found",
          "Precision: how much of what was found is relevant",
          "Elusion: sample what was set aside",
        ],
        narration:
          "Validation is what makes a review defensible. Recall measures how much of the relevant material the process found, and precision measures how much of what it found is actually relevant. A random sample of the documents set aside as not relevant, often called an elusion test, shows what the process missed.",
      },
      {
        heading: "Privilege and clawback",
        bullets: [
          "No retention or training on client documents",
          "Seek an order under Federal Rule of Evidence 502(d)",
          "Clawback under Rule 26(b)(5)(B)",
        ],
        narration:
          "Before client documents go into any AI tool, confirm that the vendor does not retain them or use them to train its models. Ask the court early for an order under Federal Rule of Evidence 502(d), so that a disclosure in the case does not waive privilege. If privileged material is produced anyway, Federal Rule of Civil Procedure 26(b)(5)(B) sets out the clawback procedure.",
      },
      {
        heading: "Proportionality",
        bullets: [
          "Rule 26(b)(1): proportional to the needs of the case",
          "AI review can change the burden",
          "Keep records of cost, time and results",
        ],
        narration:
          "Since 2015, Rule 26(b)(1) has limited discovery to what is proportional to the needs of the case. Efficient AI review can change the burden side of that balance, for you and for your opponent. Keep records of cost, time and validation results so that your position rests on facts.",
      },
      {
        heading: "Summary",
        bullets: [
          "A reasonable process, documented",
          "Validate with recall, precision and elusion",
          "Protect privilege from the start",
        ],
        narration:
          "Courts have accepted technology-assisted review for more than a decade, and generative AI is judged by the same standard of reasonableness. Design the protocol, validate it with sampling, and protect privilege from the start. The full course walks through a sample review protocol step by step.",
      },
    ],
  },

  "cybersecurity-privacy-ai-law-firms": {
    slides: [
      {
        heading: "Welcome and overview",
        bullets: [
          "The threats facing law firms",
          "The duty to safeguard client information",
          "AI vendors and incident response",
        ],
        narration:
          "Welcome to Cybersecurity, Privacy and AI: Protecting Client Data in the Modern Law Firm. Your instructor is Daniela Ruiz, a technology transactions partner at Ruiz and Whitfield LLP who advises firms on data-protection risk. This sample lecture covers the duty to safeguard client information, vetting AI vendors and responding to an incident.",
      },
      {
        heading: "Why law firms are targets",
        bullets: [
          "Confidential deals, strategy and personal data",
          "Phishing and reused passwords",
          "Business email compromise",
        ],
        narration:
          "Law firms hold exactly what attackers want: confidential deals, litigation strategy and personal data. Many intrusions start with something ordinary, such as a phishing email or a reused password. Business email compromise, where an attacker poses as a client or colleague to redirect a payment, is a particular risk for firms that handle client funds.",
      },
      {
        heading: "The duty to safeguard",
        bullets: [
          "Model Rule 1.6(c): reasonable efforts",
          "Rule 1.1, Comment 8: technology competence",
          "ABA Formal Opinion 477R (2017)",
        ],
        narration:
          "Model Rule 1.6(c) requires reasonable efforts to prevent unauthorized access to, or disclosure of, information relating to a representation. Comment 8 to Rule 1.1 adds that competence includes understanding the benefits and risks of relevant technology. ABA Formal Opinion 477R explains that what is reasonable depends on the sensitivity of the information and the risks involved.",
      },
      {
        heading: "Vetting AI vendors",
        bullets: [
          "Are prompts and documents retained or used for training?",
          "Where is the data stored, and who can see it?",
          "Put the promises in the contract",
        ],
        narration:
          "Before client information goes into an AI tool, read the vendor's terms. Find out whether prompts and documents are retained, whether they are used to train models, where they are stored and who can access them. Get the answers in the contract, including notice of any breach, not just in a sales presentation.",
      },
      {
        heading: "Reasonable safeguards",
        bullets: [
          "Multi-factor authentication on every account",
          "Encrypted devices and prompt updates",
          "Training, and access limited by need",
        ],
        narration:
          "A handful of safeguards prevents many incidents. Use multi-factor authentication on email and every cloud service, encrypt laptops and phones, and install updates promptly. Train everyone in the firm to spot phishing, and give each person access only to the matters they work on.",
      },
      {
        heading: "When something goes wrong",
        bullets: [
          "ABA Formal Opinion 483 (2018)",
          "Stop the breach, investigate, restore",
          "Inform clients; check state notification laws",
        ],
        narration:
          "ABA Formal Opinion 483 addresses a lawyer's obligations after a data breach. Act reasonably promptly to stop the breach and limit the damage, find out what happened, and inform current clients whose material confidential information is involved. State data breach notification laws may impose their own requirements as well.",
      },
      {
        heading: "Summary",
        bullets: [
          "Protecting client data is a professional duty",
          "Vet AI vendors before adoption",
          "Have an incident plan ready",
        ],
        narration:
          "Protecting client data is a professional duty, not only a technical one. Vet AI vendors before adoption, keep reasonable safeguards in place, and have an incident plan ready before you need it. The full course includes a vendor checklist you can use with any AI tool.",
      },
    ],
  },

  "ethics-of-ai-in-legal-practice": {
    slides: [
      {
        heading: "Welcome and overview",
        bullets: [
          "The Model Rules applied to AI",
          "ABA Formal Opinion 512",
          "Competence, confidentiality, supervision, fees, communication",
        ],
        narration:
          "Welcome to Ethics of AI in Legal Practice. Your instructor is Priya Natarajan, professional responsibility counsel at Natarajan Ethics Counsel, who represents lawyers before disciplinary authorities. This sample lecture applies the Model Rules to AI, following ABA Formal Opinion 512.",
      },
      {
        heading: "Competence (Rule 1.1)",
        bullets: [
          "Understand what the tool can and cannot do",
          "Comment 8: benefits and risks of technology",
          "Review output with appropriate care",
        ],
        narration:
          "Competence under Rule 1.1 does not require you to be an expert in AI, but it does require a reasonable understanding of what the tools you use can and cannot do. Comment 8 asks lawyers to keep abreast of the benefits and risks of relevant technology. Opinion 512 adds that relying on AI output without an appropriate degree of independent review can fall short of competent representation.",
      },
      {
        heading: "Confidentiality (Rule 1.6)",
        bullets: [
          "Know how the tool uses what you enter",
          "Informed consent for self-learning tools",
          "Boilerplate consent is not enough",
        ],
        narration:
          "Before you enter client information into an AI tool, you need to know how the tool stores and uses it. Opinion 512 requires the client's informed consent before information relating to the representation goes into a self-learning tool that could disclose it. General boilerplate in an engagement letter does not meet that standard.",
      },
      {
        heading: "Supervision (Rules 5.1 and 5.3)",
        bullets: [
          "Firm policies on approved tools and uses",
          "Training for lawyers and staff",
          "Outside providers must be vetted too",
        ],
        narration:
          "Rules 5.1 and 5.3 require managerial and supervisory lawyers to make reasonable efforts to ensure that lawyers and staff comply with the rules. For AI, that means clear firm policies on which tools may be used and how, together with training. Outside AI providers are part of the picture, and the firm must vet them as it would any other service that handles client information.",
      },
      {
        heading: "Fees (Rule 1.5)",
        bullets: [
          "Hourly billing: the time actually spent",
          "No charge for learning a tool used across the practice",
          "Flat fees must stay reasonable",
        ],
        narration:
          "Rule 1.5 requires reasonable fees, and Opinion 512 applies that to AI-assisted work. A lawyer who bills by the hour may charge for the time actually spent, including prompting and reviewing, but not for time the tool saved. Lawyers generally may not bill clients for learning to use a tool they will use across their practice.",
      },
      {
        heading: "Client communication (Rule 1.4)",
        bullets: [
          "Answer honestly when a client asks",
          "Disclose when AI output informs significant decisions",
          "Explain your approach in the engagement letter",
        ],
        narration:
          "Rule 1.4 governs what you tell clients about AI. You must answer honestly if a client asks, and disclosure may be required when AI output will influence a significant decision in the representation. The engagement letter is a good place to explain your approach.",
      },
      {
        heading: "Summary",
        bullets: [
          "The existing rules govern AI use",
          "Review, protect, supervise",
          "Bill fairly and communicate clearly",
        ],
        narration:
          "The Model Rules you already know govern your use of AI. Understand your tools, review their output, protect client information and supervise the people who use them. Bill fairly for AI-assisted work, and keep your clients informed.",
      },
    ],
  },

  "competence-confidentiality-candor-ai": {
    slides: [
      {
        heading: "Welcome and overview",
        bullets: [
          "Model Rules 1.1, 1.6 and 3.3",
          "Lessons from the sanction cases",
          "Review steps that satisfy candor",
        ],
        narration:
          "Welcome to Competence, Confidentiality and Candor in the Age of AI. Your faculty are Priya Natarajan, professional responsibility counsel at Natarajan Ethics Counsel, and Marcus Whitfield, a litigation partner and legal technologist at Ruiz and Whitfield LLP. This sample lecture reads Model Rules 1.1, 1.6 and 3.3 through the sanction cases involving AI.",
      },
      {
        heading: "The sanction cases",
        bullets: [
          "Mata v. Avianca (S.D.N.Y. 2023)",
          "Park v. Kim (2d Cir. 2024)",
          "The pattern: unchecked output",
        ],
        narration:
          "In Mata v. Avianca, lawyers filed a brief citing cases that ChatGPT had fabricated, stood by them after their existence was questioned, and were sanctioned. In Park v. Kim, the Second Circuit referred a lawyer to its grievance panel after a reply brief cited a decision that did not exist. In both, the failure was not using AI, but failing to check what it produced.",
      },
      {
        heading: "Competence (Rule 1.1)",
        bullets: [
          "Know what the tool was built to do",
          "Comment 8: benefits and risks of technology",
          "Independent verification of output",
        ],
        narration:
          "Competence includes knowing what a tool was built to do. A general chatbot generates plausible text; it is not a citator and does not guarantee that a case exists. Comment 8 to Rule 1.1 expects lawyers to understand the benefits and risks of the technology they use.",
      },
      {
        heading: "Candor to the tribunal (Rule 3.3)",
        bullets: [
          "No false statements of law or fact",
          "Correct false statements previously made",
          "Disclose directly adverse controlling authority",
        ],
        narration:
          "Rule 3.3 forbids knowingly making a false statement of law or fact to a tribunal, and requires correcting a false statement of material fact or law previously made. Once you learn that a cited case does not exist, withdraw it promptly and say so plainly. Rule 3.3 also requires disclosing directly adverse controlling authority that the other side has not raised.",
      },
      {
        heading: "Confidentiality when prompting (Rule 1.6)",
        bullets: [
          "A prompt can be a disclosure",
          "Check retention and training terms",
          "Anonymize, or obtain informed consent",
        ],
        narration:
          "Typing client facts into an AI tool can be a disclosure of information relating to the representation. Check whether the tool retains your prompts or trains on them, and who else can see them. If you cannot anonymize the facts, use a tool approved for client data, or obtain the client's informed consent.",
      },
      {
        heading: "Review steps that satisfy candor",
        bullets: [
          "Pull and read every cited authority",
          "Check quotations, pin cites and later history",
          "Record who verified what",
        ],
        narration:
          "Before filing, pull and read every authority cited, from a reliable database rather than from the tool. Check each quotation and pin cite, and confirm that the case is still good law. Keep a record of who verified each citation, so that responsibility is clear.",
      },
      {
        heading: "Summary",
        bullets: [
          "Sanctions follow unchecked output",
          "Protect confidences in every prompt",
          "Verify before you file",
        ],
        narration:
          "The sanction cases share one lesson: lawyers who relied on AI output without checking it paid for it. Know your tools, protect client information in every prompt, and verify every authority before you file. The live webcast examines each decision in detail, with time for your questions.",
      },
    ],
  },

  "algorithmic-bias-lawyers-duty": {
    slides: [
      {
        heading: "Welcome and overview",
        bullets: [
          "How bias enters AI systems",
          "Where it shows up in legal work",
          "What the rules ask of lawyers",
        ],
        narration:
          "Welcome to Bias In, Bias Out: Algorithmic Bias and the Lawyer's Duty. Your faculty are Priya Natarajan, professional responsibility counsel at Natarajan Ethics Counsel, and Elena Kowalski, an intellectual property attorney at Kowalski IP Law. This sample lecture explains how bias enters AI systems and what lawyers who choose and use such tools should do about it.",
      },
      {
        heading: "How bias enters AI systems",
        bullets: [
          "Training data that reflects past decisions",
          "Proxies for protected characteristics",
          "Choices about targets and labels",
        ],
        narration:
          "AI systems learn patterns from historical data, so they can repeat the biases in past decisions. Even when a protected characteristic such as race is left out, other data, such as a zip code, can act as a proxy for it. Choices about what the system predicts and how outcomes are labeled can introduce bias as well.",
      },
      {
        heading: "Bias in legal tools",
        bullets: [
          "Risk assessment: State v. Loomis (Wis. 2016)",
          "Screening tools used in hiring",
          "Research and drafting assistants",
        ],
        narration:
          "In State v. Loomis, the Wisconsin Supreme Court allowed a sentencing court to consider a proprietary risk assessment score, but required written cautions about the tool's limitations. Tools that screen job applicants raise similar questions in hiring. Even research assistants reflect the sources they learned from.",
      },
      {
        heading: "Discriminatory outcomes and the law",
        bullets: [
          "Disparate impact: Griggs v. Duke Power Co. (1971)",
          "New York City Local Law 144: bias audits",
          "Automated screening is a selection practice",
        ],
        narration:
          "Under Title VII, a practice that looks neutral can still be unlawful if it has a disparate impact, a principle the Supreme Court recognized in Griggs v. Duke Power Co. in 1971. An automated screening tool is such a practice. New York City's Local Law 144 goes further, requiring a bias audit before an employer uses an automated employment decision tool.",
      },
      {
        heading: "Model Rule 8.4(g)",
        bullets: [
          "Harassment or discrimination related to the practice of law",
          "Adopted by the ABA in 2016; state versions vary",
          "Includes operating or managing a law practice",
        ],
        narration:
          "ABA Model Rule 8.4(g), adopted in 2016, makes it misconduct to engage in conduct the lawyer knows or reasonably should know is harassment or discrimination, in conduct related to the practice of law. States have adopted it in different forms, and some have not adopted it, so check your own jurisdiction. The rule's comments include operating or managing a law practice, which can reach the tools a firm uses to hire and serve clients.",
      },
      {
        heading: "Mitigation in practice",
        bullets: [
          "Ask vendors how the tool was tested for bias",
          "Check outcomes on your own work",
          "Keep a person accountable for each decision",
        ],
        narration:
          "Ask vendors what data trained the tool and how it was tested for biased outcomes. Check the results on your own matters, looking for groups that are treated differently. Keep a person accountable for every decision that affects a client, an employee or an opponent.",
      },
      {
        heading: "Summary",
        bullets: [
          "Bias in, bias out",
          "The law reaches discriminatory outcomes",
          "Test, question and stay accountable",
        ],
        narration:
          "AI systems reflect the data and choices behind them, and the law reaches discriminatory outcomes whether or not anyone intended them. Question your vendors, test the tools on your own work, and keep human judgment in charge. The full course works through each step with practical examples.",
      },
    ],
  },

  "ai-assisted-deposition-trial-preparation": {
    slides: [
      {
        heading: "Welcome and overview",
        bullets: [
          "Transcript digests and inconsistencies",
          "Chronologies and examination outlines",
          "Witness preparation, with judgment kept in place",
        ],
        narration:
          "Welcome to AI-Assisted Deposition and Trial Preparation. Your faculty are Marcus Whitfield, a litigation partner and legal technologist at Ruiz and Whitfield LLP, and Jonathan Park, Director of Litigation Support at Meridian Discovery Group. This sample lecture shows where AI speeds up trial preparation and the checks that keep the work reliable.",
      },
      {
        heading: "Transcript digests",
        bullets: [
          "Page-and-line summaries by topic",
          "Paraphrase can drift from the testimony",
          "Check each cite against the certified transcript",
        ],
        narration:
          "AI can turn a long deposition into a page-and-line digest organized by topic in minutes. Its summaries can paraphrase inaccurately or attach the right answer to the wrong page. Before a digest goes into a motion or an outline, check each cited passage against the certified transcript.",
      },
      {
        heading: "Finding inconsistencies",
        bullets: [
          "Compare testimony across witnesses and documents",
          "Every flagged conflict is a lead, not a finding",
          "Check the Rule 30(e) errata sheet",
        ],
        narration:
          "Ask the tool to compare a witness's testimony with other witnesses and with the documents, and to list apparent conflicts. Treat each one as a lead, and read the surrounding questions and answers before you use it. Remember that a deponent may review the transcript and make changes under Rule 30(e), so check the errata sheet too.",
      },
      {
        heading: "Chronologies and timelines",
        bullets: [
          "Extract dates, people and events",
          "Link every entry to its source document",
          "Resolve conflicting dates yourself",
        ],
        narration:
          "AI can extract dates, people and events from thousands of documents and arrange them into a working chronology. Insist that every entry links to its source document, so that anyone can check it. Where documents disagree about a date, the tool can flag the conflict, but a lawyer should resolve it.",
      },
      {
        heading: "Examination outlines",
        bullets: [
          "AI proposes a sequence of questions",
          "The lawyer sets the theory and the order",
          "Anchor each question to an exhibit or testimony",
        ],
        narration:
          "Given your theory of the case, AI can propose a sequence of questions for a direct or cross-examination. The theory, the order and the choice of what not to ask remain the lawyer's. Anchor every question to an exhibit or a transcript cite that you have checked yourself.",
      },
      {
        heading: "Witness preparation and work product",
        bullets: [
          "Prompts and analysis: work product under Rule 26(b)(3)",
          "Federal Rule of Evidence 612: refreshing memory",
          "Choose what you show a witness with care",
        ],
        narration:
          "Your prompts and the analysis they produce may be protected work product under Rule 26(b)(3), so keep them in tools that protect their confidentiality. Be careful what you show a witness, because Federal Rule of Evidence 612 can give the other side access to a writing used to refresh a witness's memory. An AI-generated summary shown to a witness may be such a writing.",
      },
      {
        heading: "Summary",
        bullets: [
          "AI digests, compares and organizes",
          "Every output is checked against the record",
          "Judgment stays with the lawyer",
        ],
        narration:
          "AI can digest transcripts, find inconsistencies, build chronologies and draft outlines far faster than a team working by hand. Every output must be checked against the record before it is relied on. The full course includes a prompt library for each of these tasks.",
      },
    ],
  },

  "hallucinated-citations-rule-11": {
    slides: [
      {
        heading: "Welcome and overview",
        bullets: [
          "What courts have done about fabricated citations",
          "Judges' standing orders on AI",
          "A verification checklist for every filing",
        ],
        narration:
          "Welcome to Hallucinated Citations and Rule 11: Litigating Responsibly with AI. Your instructor is Marcus Whitfield, a litigation partner and legal technologist at Ruiz and Whitfield LLP, who writes and speaks on the responsible use of generative AI in litigation. This sample lecture reviews the sanction decisions and standing orders and ends with a checklist for every filing.",
      },
      {
        heading: "What Rule 11 requires",
        bullets: [
          "A signature certifies a reasonable inquiry",
          "Legal contentions must be warranted by law",
          "The duty rests with the signer",
        ],
        narration:
          "By signing a filing, a lawyer certifies under Rule 11(b) that, after an inquiry reasonable under the circumstances, its legal contentions are warranted by existing law or by a nonfrivolous argument for changing it. A citation to a case that does not exist cannot meet that standard. The certification belongs to the signer, whoever or whatever drafted the text.",
      },
      {
        heading: "Mata v. Avianca (S.D.N.Y. 2023)",
        bullets: [
          "Cases invented by ChatGPT in an opposition brief",
          "The lawyers stood by them when questioned",
          "A $5,000 penalty and letters to the judges named",
        ],
        narration:
          "In Mata v. Avianca, Judge P. Kevin Castel found that a brief opposing a motion to dismiss cited cases that ChatGPT had invented. The court found bad faith, pointing in part to the lawyers' continuing to stand by the fake opinions after their existence was questioned. It imposed a five thousand dollar penalty and required letters to the client and to each judge falsely named as an author.",
      },
      {
        heading: "After Mata",
        bullets: [
          "Park v. Kim (2d Cir. 2024): referral to the grievance panel",
          "Courts across the country have followed",
          "Fines, referrals and reputational harm",
        ],
        narration:
          "Mata was not the last case. In Park v. Kim in 2024, the Second Circuit referred a lawyer to its grievance panel for citing a nonexistent decision generated by ChatGPT. Courts in other districts and states have since imposed fines, referrals and other sanctions for similar filings.",
      },
      {
        heading: "Judges' standing orders",
        bullets: [
          "Certification orders, such as Judge Brantley Starr's (N.D. Tex. 2023)",
          "Disclosure and verification rules vary",
          "Read each judge's individual practices",
        ],
        narration:
          "After Mata, some judges issued standing orders on generative AI. In 2023, Judge Brantley Starr of the Northern District of Texas began requiring a certificate that either no generative AI was used in drafting or that any AI-drafted language was checked for accuracy by a human being. Requirements differ from court to court, so read each judge's individual practices before you file.",
      },
      {
        heading: "A verification checklist",
        bullets: [
          "Pull every authority from a reliable database",
          "Confirm quotations, pin cites and later history",
          "Check the standing order and keep a record",
        ],
        narration:
          "Pull every cited authority from a reliable legal database and read it. Confirm each quotation and pin cite, and check that the case has not been reversed or overruled. Check the judge's standing orders for any AI disclosure requirement, and keep a record of who verified what.",
      },
      {
        heading: "Summary",
        bullets: [
          "Rule 11 applies however a filing was drafted",
          "Courts sanction unverified citations",
          "Verify every citation before filing",
        ],
        narration:
          "Rule 11 applies to every filing, however it was drafted. Courts have sanctioned lawyers for unverified citations, and judges increasingly expect disclosure. Verify every citation before you file, and you will not become the next example.",
      },
    ],
  },

  "persuasive-brief-writing-ai": {
    slides: [
      {
        heading: "Welcome and overview",
        bullets: [
          "Structure and persuasion",
          "AI as a drafting partner, not an author",
          "Citation discipline",
        ],
        narration:
          "Welcome to Persuasive Brief Writing with AI Assistants. Your faculty are Marcus Whitfield, a litigation partner and legal technologist, and Daniela Ruiz, a technology transactions partner, both of Ruiz and Whitfield LLP. This sample lecture shows how to use AI to outline, tighten and test arguments, and where it must not be trusted.",
      },
      {
        heading: "Structure first",
        bullets: [
          "Lead with what you want and why",
          "Headings that state conclusions",
          "One point per section",
        ],
        narration:
          "A persuasive brief tells the court on the first page what you want and why you should have it. Each argument heading should state a conclusion the court can adopt, and each section should make one point. AI can propose an outline, but the theory of the case and the order of the arguments are your judgment.",
      },
      {
        heading: "Stress-testing arguments",
        bullets: [
          "Ask for the strongest counterarguments",
          "Have the tool draft the other side's response",
          "Treat any authority it names as unverified",
        ],
        narration:
          "One of the most useful things AI can do is argue against you. Ask it for the strongest objections to your position, or to draft your opponent's response, and see which points you have not answered. Treat any authority it mentions as unverified until you have read it.",
      },
      {
        heading: "Editing with AI",
        bullets: [
          "Tighten sentences and cut repetition",
          "Keep the tone firm, not overstated",
          "Watch for changes in meaning",
        ],
        narration:
          "AI is a capable line editor: it can shorten sentences, cut repetition and suggest plainer words. But an edit that improves the style can quietly change how the record or a holding is described. Compare each suggested change with your original before you accept it.",
      },
      {
        heading: "Citation and quotation discipline",
        bullets: [
          "Verify every citation in the source",
          "Quote from the opinion, never from the tool",
          "Rule 3.3: disclose adverse controlling authority",
        ],
        narration:
          "Citations and quotations must come from the sources themselves, never from an AI summary. Check every pin cite, and copy quotations directly from the opinion. Model Rule 3.3 also requires you to disclose directly adverse controlling authority that your opponent has not cited.",
      },
      {
        heading: "Rules of court",
        bullets: [
          "Word limits, such as FRAP 32(a)(7)(B)",
          "Local rules and judges' preferences",
          "Standing orders on AI disclosure",
        ],
        narration:
          "Federal Rule of Appellate Procedure 32 limits a principal brief to thirteen thousand words unless it stays within a page limit. AI can help you cut to length, but it does not know your court's local rules or your judge's preferences. Check both, including any standing order on the use of AI.",
      },
      {
        heading: "Summary",
        bullets: [
          "You write the brief; AI assists",
          "Stress-test, edit and verify",
          "Citations stay under your control",
        ],
        narration:
          "Good briefs are still written by lawyers. Use AI to outline, to argue the other side and to tighten your prose, and check every change it suggests. Keep citations and quotations under your own control, because your name is on the brief.",
      },
    ],
  },

  "prompting-ai-legal-work-workshop": {
    slides: [
      {
        heading: "Welcome and overview",
        bullets: [
          "The anatomy of a good legal prompt",
          "Context without confidences",
          "Verifiable sources and a shared prompt library",
        ],
        narration:
          "Welcome to Prompting AI for Legal Work: A Practical Workshop. Your faculty are Daniela Ruiz, a technology transactions partner at Ruiz and Whitfield LLP, and Elena Kowalski, an intellectual property attorney at Kowalski IP Law. This sample lecture shows how to write prompts that get reliable help from AI, and how to check what comes back.",
      },
      {
        heading: "Anatomy of a good legal prompt",
        bullets: ["The task and the audience", "The jurisdiction", "The format and length"],
        narration:
          "A good legal prompt says what the task is, who the audience is, which jurisdiction's law applies and what form the answer should take. Compare a request to summarize a case with a request to summarize a Ninth Circuit opinion for a client who is not a lawyer, in five bullet points. The second prompt gets a far more useful answer.",
      },
      {
        heading: "Context without confidences",
        bullets: [
          "Describe the facts generically",
          "Remove names and identifying details",
          "Know the tool's data terms",
        ],
        narration:
          "The more context you give, the better the answer, but context is where confidences leak. Describe the facts generically, remove names and identifying details, and check whether the tool retains or trains on what you type. If the information cannot be anonymized, use a tool your firm has approved for client data, or get the client's informed consent.",
      },
      {
        heading: "Asking for verifiable sources",
        bullets: [
          "Ask for citations with pinpoints",
          "Ask the tool to flag uncertainty",
          "Supply the source and limit the answer to it",
        ],
        narration:
          "Ask for answers you can check: citations with pinpoints, quotations you can find, and a note of anything the tool is unsure about. Better still, give it the statute, contract or opinion and ask it to answer only from that text. Then read the source, because a confident answer is not the same as a correct one.",
      },
      {
        heading: "Iterating on drafts",
        bullets: [
          "Start with an outline",
          "Change one instruction at a time",
          "Keep the final edit human",
        ],
        narration:
          "Treat prompting as a conversation. Start by asking for an outline, correct it, and then ask for a draft of one section at a time. Change one instruction at a time so you can see what made the difference, and make the final edit yourself.",
      },
      {
        heading: "Building a prompt library",
        bullets: [
          "Save prompts that worked, with their purpose",
          "Note the tool and what reviewers must check",
          "Review the library regularly",
        ],
        narration:
          "When a prompt works well, save it so that the whole team can use it. Record what the prompt is for, which tool it was tested on, and what reviewers should check in the output. Review the library regularly, because tools change and a prompt that worked last year may not work the same way today.",
      },
      {
        heading: "Summary",
        bullets: [
          "Task, audience, jurisdiction, format",
          "Context without confidences",
          "Verify against primary sources",
        ],
        narration:
          "A good prompt states the task, the audience, the jurisdiction and the format. Give context without giving away confidences, and ask for sources you can verify. Then check the output against primary sources before you rely on it.",
      },
    ],
  },

  "ai-governance-law-firms": {
    slides: [
      {
        heading: "Welcome and overview",
        bullets: [
          "A firm AI acceptable-use policy",
          "Vendor due diligence",
          "Supervision, training and incident response",
        ],
        narration:
          "Welcome to AI Governance for Law Firms: Policies, Vendors and Supervision. Your faculty are Priya Natarajan, professional responsibility counsel at Natarajan Ethics Counsel, and Jonathan Park, Director of Litigation Support at Meridian Discovery Group. This sample lecture outlines a practical governance program for a firm of any size.",
      },
      {
        heading: "Why a firm needs an AI policy",
        bullets: [
          "Rules 5.1 and 5.3: measures giving reasonable assurance",
          "AI is built into everyday software",
          "A policy before a problem",
        ],
        narration:
          "Rules 5.1 and 5.3 require partners and managers to make reasonable efforts to ensure that the firm has measures giving reasonable assurance that everyone complies with the rules. AI features are now built into everyday software, so lawyers and staff may be using them already. A written policy turns that unmanaged use into managed use.",
      },
      {
        heading: "The acceptable-use policy",
        bullets: [
          "Approved tools and approved uses",
          "Which data may go into which tool",
          "Review and disclosure requirements",
        ],
        narration:
          "A useful policy lists the approved tools and the tasks each may be used for. It says which kinds of information may go into which tool, and it requires review of AI output before it is relied on or sent out. Frameworks such as the NIST AI Risk Management Framework can help organize the work.",
      },
      {
        heading: "Vendor due diligence",
        bullets: [
          "Retention, training use and data location",
          "Security controls and breach notice",
          "Contract terms that match the promises",
        ],
        narration:
          "Before adopting a tool, find out whether the vendor retains prompts and documents, uses them to train models, and where it stores them. Ask about security controls and how quickly the vendor will tell you about a breach. Then make sure the contract says what the sales material promised.",
      },
      {
        heading: "Supervision and training",
        bullets: [
          "Train everyone on the policy and the tools",
          "Supervisors review AI-assisted work",
          "ABA Formal Opinion 512 on supervision",
        ],
        narration:
          "ABA Formal Opinion 512 applies the supervision rules to generative AI, including training lawyers and staff in the ethical and practical use of the tools. Supervising lawyers should know when a piece of work was prepared with AI and review it accordingly. Training should be repeated as the tools and the policy change.",
      },
      {
        heading: "Incident response",
        bullets: [
          "Report errors and misuse quickly",
          "Contain, assess and correct",
          "Inform clients and courts where required",
        ],
        narration:
          "Plan for the day something goes wrong, such as a wrong citation in a filing or client data entered into an unapproved tool. Everyone should know whom to tell, and that reporting quickly is expected. The plan should cover correcting the record with a court under Rule 3.3 and informing affected clients, as ABA Formal Opinion 483 describes for data incidents.",
      },
      {
        heading: "Summary",
        bullets: [
          "Write the policy before a problem",
          "Vet vendors and supervise use",
          "Train, and plan for incidents",
        ],
        narration:
          "Good AI governance is an application of rules the firm already follows. Write an acceptable-use policy, vet vendors before adoption, supervise and train the people who use AI, and plan for incidents. The full course includes a model AI policy you can adapt to your firm.",
      },
    ],
  },
};
