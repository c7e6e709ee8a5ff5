// What each API route answers when it succeeds: its status and the schema the API serialises the
// answer with (the very same object: api/test/contracts/api-answers.test.ts holds the API to this
// table route by route). The network fakes of the front-end tests parse every fake answer with it
// (remote-kit's fakeApi), so a fake that drifts from what the API sends fails its test.
import type { ZodType } from 'zod';
import {
  agentSavedResponseSchema,
  agentStatusResponseSchema,
  authConfigSchema,
  autologinResponseSchema,
  brandListSchema,
  brandSchema,
  catalogueSchema,
  subscriptionAnswerSchema,
  receiptResentSchema,
  chatPhotoResponseSchema,
  claimResponseSchema,
  captchaPowChallengeSchema,
  captchaTokenResponseSchema,
  citySearchResponseSchema,
  companySchema,
  conversationMessageResponseSchema,
  conversationNotesResponseSchema,
  conversationSchema,
  conversationsPageSchema,
  customerSupportResponseSchema,
  forgotPasswordResponseSchema,
  interestsPageSchema,
  localCaptchaChallengeSchema,
  matchNextResponseSchema,
  matchesResponseSchema,
  memoResponseSchema,
  memberAccountsResponseSchema,
  memberReactivatedResponseSchema,
  moderationDecisionResponseSchema,
  moderationImagesResponseSchema,
  orderSchema,
  profileDetailSchema,
  profilesPageSchema,
  registerResponseSchema,
  resendEmailResponseSchema,
  staffAgentsResponseSchema,
  staffFiguresResponseSchema,
  queueAnswerSchema,
  swipeResponseSchema,
  tokenResponseSchema,
  undoResponseSchema,
  userImagesResponseSchema,
  userSchema,
  verificationStatusSchema,
  walletSchema,
  applePayMerchantSessionSchema,
  zipLookupResponseSchema,
} from '../schemas';

export interface ApiAnswer {
  /** The success status (204: no body). */
  status: 200 | 201 | 204;
  /** The answer's schema; none for 204. */
  schema?: ZodType;
}

const ok = (schema: ZodType): ApiAnswer => ({ status: 200, schema });
const NO_CONTENT: ApiAnswer = { status: 204 };

/** Every route the apps call, as `METHOD /path/{param}` (the OpenAPI document's spelling). */
export const API_ANSWERS: Readonly<Record<string, ApiAnswer>> = {
  'GET /captcha/v3/challenge': ok(captchaPowChallengeSchema),
  'POST /captcha/v3': ok(captchaTokenResponseSchema),
  'GET /captcha/v2/challenge': ok(localCaptchaChallengeSchema),
  'POST /captcha/v2/verify': ok(captchaTokenResponseSchema),
  'GET /brands': ok(brandListSchema),
  'GET /brand/{id}': ok(brandSchema),
  'GET /brand': ok(brandSchema),
  'GET /company/{id}': ok(companySchema),
  'GET /locations/{country}/cities': ok(citySearchResponseSchema),
  'GET /locations/{country}/zip/{zip}': ok(zipLookupResponseSchema),
  'POST /register': { status: 201, schema: registerResponseSchema },
  'GET /verification-status': ok(verificationStatusSchema),
  'POST /resend-email': ok(resendEmailResponseSchema),
  'PATCH /user/{id}/is-doi': ok(userSchema),
  'POST /forgot-password': ok(forgotPasswordResponseSchema),
  'POST /reset-password': NO_CONTENT,
  'PATCH /user/{id}/password': NO_CONTENT,
  'PATCH /user/{id}/notifications': ok(userSchema),
  'DELETE /user/{id}': NO_CONTENT,
  'GET /user/{id}': ok(userSchema),
  'PATCH /user/{id}': ok(userSchema),
  'POST /user/{id}/terms': ok(userSchema),
  'POST /authenticate': ok(tokenResponseSchema),
  'PATCH /authenticate': ok(tokenResponseSchema),
  'DELETE /authenticate': NO_CONTENT,
  'GET /autologin': ok(autologinResponseSchema),
  'GET /auth/config': ok(authConfigSchema),
  'POST /agent/authenticate': ok(tokenResponseSchema),
  'GET /profiles': ok(profilesPageSchema),
  'GET /profile/{id}': ok(profileDetailSchema),
  'GET /match/next': ok(matchNextResponseSchema),
  'POST /match/swipe': ok(swipeResponseSchema),
  'POST /match/undo': ok(undoResponseSchema),
  'GET /matches': ok(matchesResponseSchema),
  'GET /interests/{kind}': ok(interestsPageSchema),
  'GET /favorites': ok(interestsPageSchema),
  'POST /user/upload': ok(userImagesResponseSchema),
  'DELETE /user/{id}/image/{imageId}': ok(userImagesResponseSchema),
  'GET /conversations': ok(conversationsPageSchema),
  'GET /conversation/{id}': ok(conversationSchema),
  'PATCH /conversation/{id}': ok(conversationSchema),
  'PATCH /conversation/{id}/mark-read': NO_CONTENT,
  'POST /conversation/{id}': ok(conversationMessageResponseSchema),
  'POST /conversation/{id}/message': ok(conversationMessageResponseSchema),
  'POST /conversation/{id}/attachment': ok(chatPhotoResponseSchema),
  'POST /conversation/{id}/meet-up': ok(conversationSchema),
  'PATCH /conversation/{id}/meet-up/{meetupId}': ok(conversationSchema),
  'DELETE /conversation/{id}/meet-up/{meetupId}': ok(conversationSchema),
  'POST /customer-support': ok(customerSupportResponseSchema),
  'GET /catalogue': ok(catalogueSchema),
  'GET /prices': ok(catalogueSchema),
  'POST /order': { status: 201, schema: orderSchema },
  'GET /order/{id}': ok(orderSchema),
  'PATCH /order/{id}': ok(orderSchema),
  'GET /payment-methods': ok(walletSchema),
  'DELETE /payment-methods/{cardId}': NO_CONTENT,
  'POST /payment-session/apple-pay': ok(applePayMerchantSessionSchema),
  'PATCH /subscriptions/{id}': ok(subscriptionAnswerSchema),
  'POST /order/{id}/receipt': ok(receiptResentSchema),
  'GET /queue': ok(queueAnswerSchema),
  'GET /claim': ok(claimResponseSchema),
  'POST /event': ok(agentStatusResponseSchema),
  'POST /conversation/{id}/note': ok(conversationNotesResponseSchema),
  'PATCH /conversation/{id}/note/{noteId}': ok(conversationNotesResponseSchema),
  'DELETE /conversation/{id}/note/{noteId}': ok(conversationNotesResponseSchema),
  'POST /user/{id}/note': ok(memoResponseSchema),
  'PATCH /user/{id}/note/{noteId}': ok(memoResponseSchema),
  'DELETE /user/{id}/note/{noteId}': ok(memoResponseSchema),
  'POST /profile/{id}/note': ok(memoResponseSchema),
  'PATCH /profile/{id}/note/{noteId}': ok(memoResponseSchema),
  'DELETE /profile/{id}/note/{noteId}': ok(memoResponseSchema),
  'POST /profile/{id}/upload': ok(userImagesResponseSchema),
  'GET /agents': ok(staffAgentsResponseSchema),
  'GET /agents/figures': ok(staffFiguresResponseSchema),
  'GET /members': ok(memberAccountsResponseSchema),
  'POST /members/{id}/reactivate': ok(memberReactivatedResponseSchema),
  'POST /agent': { status: 201, schema: agentSavedResponseSchema },
  'PATCH /agent/{id}': ok(agentSavedResponseSchema),
  'GET /moderation/images': ok(moderationImagesResponseSchema),
  'PATCH /moderation/images/{id}': ok(moderationDecisionResponseSchema),
};

interface CompiledRoute {
  route: string;
  method: string;
  pattern: RegExp;
  params: number;
}

const COMPILED: CompiledRoute[] = Object.keys(API_ANSWERS)
  .map((route) => {
    const [method, path] = route.split(' ') as [string, string];
    const source = path
      .split('/')
      .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return { route, method, pattern: new RegExp(`^${source}$`), params: (path.match(/\{/g) ?? []).length };
  })
  // A literal path wins over a template that would also match it.
  .toSorted((a, b) => a.params - b.params);

/** The table's route a request goes to ('GET /conversation/c1' → 'GET /conversation/{id}'), if any. */
export function apiRouteOf(method: string, path: string): string | undefined {
  const upper = method.toUpperCase();
  return COMPILED.find((candidate) => candidate.method === upper && candidate.pattern.test(path))?.route;
}
