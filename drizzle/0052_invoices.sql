CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_positive" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_documents" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" text NOT NULL,
	"refund_id" text,
	"firm_id" text,
	"uid" text,
	"buyer" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_documents_total_not_negative" CHECK ("invoice_documents"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_number_unique" ON "invoice_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_sequence_unique" ON "invoice_documents" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_refund_unique" ON "invoice_documents" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_order_unique" ON "invoice_documents" USING btree ("order_id") WHERE "invoice_documents"."kind" <> 'credit_note';--> statement-breakpoint
CREATE INDEX "invoice_documents_order_idx" ON "invoice_documents" USING btree ("order_id","sequence");--> statement-breakpoint
CREATE INDEX "invoice_documents_firm_idx" ON "invoice_documents" USING btree ("firm_id","issued_at");--> statement-breakpoint
-- hand-written below
-- Invoices, receipts and credit notes are issued here, in the transaction
-- that changes an order's or a refund's status, with the next number of the
-- year (in the provider's time zone) taken from its counter row under lock:
-- a transaction that rolls back gives its number back, so the sequence has
-- no gap, and the unique indexes above refuse a duplicate. Decision 0062.
CREATE FUNCTION issue_invoice_document(
  p_order_id text, p_kind text, p_refund_id text, p_total integer, p_at timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  o orders%ROWTYPE;
  f firms%ROWTYPE;
  v_year integer;
  v_seq integer;
  v_buyer jsonb;
  v_credits text;
BEGIN
  SELECT * INTO o FROM orders WHERE id = p_order_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF o.firm_id IS NOT NULL THEN
    SELECT * INTO f FROM firms WHERE id = o.firm_id;
  END IF;
  IF f.id IS NOT NULL THEN
    v_buyer := jsonb_build_object(
      'kind', 'firm', 'name', f.name, 'contact', f.billing_contact,
      'email', f.billing_email, 'address', f.billing_address);
  ELSE
    v_buyer := jsonb_build_object(
      'kind', 'person',
      'name', btrim(coalesce(o.attendee->>'firstName', '') || ' ' || coalesce(o.attendee->>'lastName', '')),
      'contact', '', 'email', coalesce(o.attendee->>'email', ''), 'address', '');
  END IF;
  IF p_kind = 'credit_note' THEN
    SELECT number INTO v_credits FROM invoice_documents
      WHERE order_id = p_order_id AND kind <> 'credit_note';
  END IF;
  v_year := extract(year FROM p_at AT TIME ZONE 'America/New_York')::integer;
  INSERT INTO invoice_counters AS c (year, last_number) VALUES (v_year, 1)
    ON CONFLICT (year) DO UPDATE SET last_number = c.last_number + 1
    RETURNING c.last_number INTO v_seq;
  INSERT INTO invoice_documents (
    number, year, sequence, kind, order_id, refund_id, firm_id, uid,
    buyer, details, total_cents, currency, issued_at
  ) VALUES (
    v_year::text || '-' || lpad(v_seq::text, 5, '0'), v_year, v_seq, p_kind, o.id, p_refund_id,
    f.id, o.uid, v_buyer,
    jsonb_build_object(
      'orderId', o.id, 'description', o.course_name, 'product', o.product,
      'quantity', o.quantity, 'listCents', o.amount_cents + o.discount_cents,
      'discountCode', o.discount_code, 'discountCents', o.discount_cents,
      'orderCents', o.amount_cents, 'currency', o.currency,
      'paymentTerms', o.payment_terms, 'dueAt', o.invoice_due_at,
      'placedAt', o.created_at, 'creditsNumber', v_credits),
    p_total, o.currency, p_at
  );
END;
$$;--> statement-breakpoint
-- An order's invoice (bought on terms) or receipt (paid) when it is first
-- invoiced, paid or refunded; an order refunded without ever being paid
-- (its seat was gone when the payment came) gets its credit note at once.
-- A person's name and address leave the documents when they leave the order.
CREATE FUNCTION orders_issue_invoice_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('paid', 'invoiced', 'refunded')
     AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status)
     AND NOT EXISTS (
       SELECT 1 FROM invoice_documents WHERE order_id = NEW.id AND kind <> 'credit_note')
  THEN
    PERFORM issue_invoice_document(
      NEW.id, CASE WHEN NEW.status = 'invoiced' THEN 'invoice' ELSE 'receipt' END,
      NULL, NEW.amount_cents, clock_timestamp());
    IF NEW.status = 'refunded' AND NOT EXISTS (
      SELECT 1 FROM order_refunds WHERE order_id = NEW.id AND status = 'succeeded')
    THEN
      PERFORM issue_invoice_document(NEW.id, 'credit_note', NULL, NEW.amount_cents, clock_timestamp());
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND coalesce(NEW.attendee->>'email', '') = ''
     AND coalesce(OLD.attendee->>'email', '') <> '' THEN
    UPDATE invoice_documents
      SET buyer = buyer || '{"name": "", "email": "", "address": ""}'::jsonb
      WHERE order_id = NEW.id AND buyer->>'kind' = 'person';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_invoice_documents AFTER INSERT OR UPDATE OF status, attendee ON "orders"
  FOR EACH ROW EXECUTE FUNCTION orders_issue_invoice_documents();--> statement-breakpoint
-- A credit note for each refund once it succeeds (after the order's receipt).
CREATE FUNCTION order_refunds_issue_credit_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'succeeded' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status) THEN
    IF NOT EXISTS (
      SELECT 1 FROM invoice_documents WHERE order_id = NEW.order_id AND kind <> 'credit_note')
    THEN
      PERFORM issue_invoice_document(
        NEW.order_id, 'receipt', NULL,
        (SELECT amount_cents FROM orders WHERE id = NEW.order_id), clock_timestamp());
    END IF;
    PERFORM issue_invoice_document(NEW.order_id, 'credit_note', NEW.id, NEW.amount_cents, clock_timestamp());
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_refunds_credit_note AFTER INSERT OR UPDATE OF status ON "order_refunds"
  FOR EACH ROW EXECUTE FUNCTION order_refunds_issue_credit_note();--> statement-breakpoint
-- An issued document does not change: only the links to a deleted account
-- or firm and a person's details (with their account) may go.
CREATE FUNCTION refuse_invoice_document_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.number IS DISTINCT FROM OLD.number OR NEW.year IS DISTINCT FROM OLD.year
     OR NEW.sequence IS DISTINCT FROM OLD.sequence OR NEW.kind IS DISTINCT FROM OLD.kind
     OR NEW.order_id IS DISTINCT FROM OLD.order_id OR NEW.refund_id IS DISTINCT FROM OLD.refund_id
     OR NEW.details IS DISTINCT FROM OLD.details OR NEW.total_cents IS DISTINCT FROM OLD.total_cents
     OR NEW.currency IS DISTINCT FROM OLD.currency OR NEW.issued_at IS DISTINCT FROM OLD.issued_at
  THEN
    RAISE EXCEPTION 'an issued invoice, receipt or credit note cannot be changed';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoice_documents_frozen BEFORE UPDATE ON "invoice_documents"
  FOR EACH ROW EXECUTE FUNCTION refuse_invoice_document_change();--> statement-breakpoint
-- The orders paid, invoiced or refunded before this migration get theirs, in
-- the order their money moved.
DO $$
DECLARE
  e record;
BEGIN
  FOR e IN
    SELECT * FROM (
      SELECT o.id AS order_id, NULL::text AS refund_id,
        CASE WHEN o.status = 'invoiced' THEN 'invoice' ELSE 'receipt' END AS kind,
        o.amount_cents AS total, coalesce(o.paid_at, o.created_at) AS at, 0 AS step
      FROM orders o WHERE o.status IN ('paid', 'invoiced', 'refunded')
      UNION ALL
      SELECT r.order_id, r.id, 'credit_note', r.amount_cents,
        greatest(coalesce(r.completed_at, r.created_at), coalesce(o.paid_at, o.created_at)), 1
      FROM order_refunds r JOIN orders o ON o.id = r.order_id
      WHERE r.status = 'succeeded' AND o.status IN ('paid', 'refunded')
      UNION ALL
      SELECT o.id, NULL, 'credit_note', o.amount_cents, coalesce(o.paid_at, o.created_at), 1
      FROM orders o WHERE o.status = 'refunded'
        AND NOT EXISTS (SELECT 1 FROM order_refunds r WHERE r.order_id = o.id AND r.status = 'succeeded')
    ) AS events
    ORDER BY at, step, order_id, refund_id
  LOOP
    PERFORM issue_invoice_document(e.order_id, e.kind, e.refund_id, e.total, e.at);
  END LOOP;
END;
$$;
