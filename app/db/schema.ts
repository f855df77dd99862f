// The whole Drizzle schema as one object, for the typed client and drizzle-kit.
// Tables are defined by area in ./schema/.
import * as accounts from "./schema/accounts";
import * as analytics from "./schema/analytics";
import * as attendance from "./schema/attendance";
import * as auth from "./schema/auth";
import * as bulkJobs from "./schema/bulk-jobs";
import * as catalogue from "./schema/catalogue";
import * as certificates from "./schema/certificates";
import * as compliance from "./schema/compliance";
import * as discounts from "./schema/discounts";
import * as email from "./schema/email";
import * as enquiries from "./schema/enquiries";
import * as evaluations from "./schema/evaluations";
import * as firmCompliance from "./schema/firm-compliance";
import * as firmNotes from "./schema/firm-notes";
import * as firmSeats from "./schema/firm-seats";
import * as firms from "./schema/firms";
import * as inbox from "./schema/inbox";
import * as invoices from "./schema/invoices";
import * as learning from "./schema/learning";
import * as mailings from "./schema/mailings";
import * as newsletter from "./schema/newsletter";
import * as orders from "./schema/orders";
import * as questions from "./schema/questions";
import * as registrations from "./schema/registrations";
import * as staff from "./schema/staff";
import * as waitingLists from "./schema/waiting-lists";

export const schema = {
  ...accounts,
  ...analytics,
  ...bulkJobs,
  ...attendance,
  ...auth,
  ...catalogue,
  ...certificates,
  ...compliance,
  ...discounts,
  ...email,
  ...enquiries,
  ...evaluations,
  ...firmCompliance,
  ...firmNotes,
  ...firmSeats,
  ...firms,
  ...inbox,
  ...invoices,
  ...learning,
  ...mailings,
  ...newsletter,
  ...orders,
  ...questions,
  ...registrations,
  ...staff,
  ...waitingLists,
};
