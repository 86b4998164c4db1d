/**
 * The smallest environment a production server accepts (app/env.server.ts's PRODUCTION_REQUIRED,
 * with test values), for tests of what changes in production: Secure cookies, `__Host-` names.
 * One list, so a variable production comes to require is added once.
 */
export const PRODUCTION_ENV = {
  APP_ENV: "production",
  PUBLIC_URL: "https://sobremesa.example",
  STRIPE_SECRET_KEY: "sk_live_0123456789",
  STRIPE_WEBHOOK_SECRET: "whsec_0123456789",
  SMTP_URL: "smtp://127.0.0.1:9",
  MAIL_FROM: "Sobremesa <hello@sobremesa.example>",
  COMPANY_LEGAL_NAME: "Sobremesa Viajes S.L.",
  COMPANY_TAX_ID: "B12345674",
  COMPANY_ADDRESS: "Calle Mayor 1, 28013 Madrid",
  SUPPORT_PHONE: "+34 910 123 456",
} as const;
