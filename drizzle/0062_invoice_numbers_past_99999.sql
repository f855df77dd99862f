-- A year's documents are numbered YYYY-NNNNN: padded to five digits, never cut
-- to them. lpad cuts a longer number to its length, so the 100,000th document
-- of a year would have repeated the 10,000th's number (and been refused by the
-- unique index, failing the payment that issued it). Decision 0062.
CREATE OR REPLACE FUNCTION issue_invoice_document(
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
    v_year::text || '-' || lpad(v_seq::text, greatest(5, length(v_seq::text)), '0'), v_year, v_seq, p_kind, o.id, p_refund_id,
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
$$;
