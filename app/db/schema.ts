// The whole Drizzle schema as one object, for the typed client and drizzle-kit.
// Tables are defined by area in ./schema/.
import * as accounts from "./schema/accounts";
import * as attendance from "./schema/attendance";
import * as auth from "./schema/auth";
import * as catalogue from "./schema/catalogue";
import * as compliance from "./schema/compliance";
import * as email from "./schema/email";
import * as enquiries from "./schema/enquiries";
import * as learning from "./schema/learning";
import * as orders from "./schema/orders";
import * as registrations from "./schema/registrations";

export const schema = {
  ...accounts,
  ...attendance,
  ...auth,
  ...catalogue,
  ...compliance,
  ...email,
  ...enquiries,
  ...learning,
  ...orders,
  ...registrations,
};
