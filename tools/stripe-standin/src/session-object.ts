import type { Session } from './checkout.ts';
import type { Json } from './objects.ts';

/** A session's line items as GET /v1/checkout/sessions/:id/line_items lists them. */
export const lineItemList = (s: Session) => ({
  object: 'list',
  data: s.lineItems,
  has_more: false,
  url: `/v1/checkout/sessions/${s.id}/line_items`,
});

/**
 * The Checkout Session object (`checkout.session`) as Stripe answers it and sends it in events:
 * every top-level field of the API reference; `line_items` only when expanded.
 */
export function sessionObject(s: Session, opts: { expandLineItems?: boolean } = {}): Json {
  const complete = s.status === 'complete';
  return {
    id: s.id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: s.paymentMethodTypes.length ? s.paymentMethodTypes : null,
    amount_subtotal: s.amountSubtotal,
    amount_total: s.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: s.cancelUrl,
    client_reference_id: s.clientReferenceId,
    client_secret: null,
    collected_information: complete
      ? { business_name: null, individual_name: null, shipping_details: null }
      : null,
    consent: null,
    consent_collection: null,
    created: s.created,
    currency: s.lineItems[0]?.currency ?? 'eur',
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: s.customer,
    customer_account: null,
    customer_creation: s.mode === 'payment' ? 'if_required' : 'always',
    customer_details: complete
      ? {
          address: null,
          business_name: null,
          email: s.customerEmail,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: 'none',
          tax_ids: [],
        }
      : null,
    customer_email: s.customerEmail,
    discounts: s.coupon ? [{ coupon: s.coupon.id, promotion_code: null }] : [],
    expires_at: s.expiresAt,
    integration_identifier: null,
    invoice: s.invoice,
    invoice_creation:
      s.mode === 'payment'
        ? {
            enabled: false,
            invoice_data: {
              account_tax_ids: null,
              custom_fields: null,
              description: null,
              footer: null,
              issuer: null,
              metadata: {},
              rendering_options: null,
            },
          }
        : null,
    ...(opts.expandLineItems ? { line_items: lineItemList(s) } : {}),
    livemode: false,
    locale: s.locale,
    managed_payments: null,
    metadata: s.metadata,
    mode: s.mode,
    origin_context: null,
    payment_intent: s.paymentIntent,
    payment_link: null,
    payment_method_collection: s.mode === 'subscription' ? 'always' : null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: s.paymentMethodTypes.length ? s.paymentMethodTypes : ['card'],
    payment_status: s.paymentStatus,
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: s.status,
    submit_type: null,
    subscription: s.subscription,
    success_url: s.successUrl,
    total_details: { amount_discount: s.amountDiscount, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: s.status === 'open' ? s.url : null,
    wallet_options: null,
  };
}
