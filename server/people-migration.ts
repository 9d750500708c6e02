// The migration that adds the hosted editor's people (people-store.ts), the same on SQLite and
// PostgreSQL but for the type of a time (milliseconds since 1970) and of the audit log's numbering.
export const peopleTables = (time: string, serial: string, strict: string) => `
  CREATE TABLE editor_people (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('editor', 'publisher', 'owner')),
    created_at ${time} NOT NULL,
    removed_at ${time}
  )${strict};
  CREATE TABLE editor_invitations (
    token_hash TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('editor', 'publisher', 'owner')),
    name TEXT NOT NULL,
    created_at ${time} NOT NULL,
    expires_at ${time} NOT NULL,
    used_at ${time}
  )${strict};
  CREATE TABLE editor_sessions (
    id_hash TEXT PRIMARY KEY,
    handle TEXT NOT NULL UNIQUE,
    person TEXT NOT NULL REFERENCES editor_people(id),
    created_at ${time} NOT NULL,
    last_seen_at ${time} NOT NULL,
    user_agent TEXT NOT NULL,
    address TEXT NOT NULL
  )${strict};
  CREATE INDEX editor_sessions_person ON editor_sessions (person);
  CREATE TABLE editor_sign_in_links (
    token_hash TEXT PRIMARY KEY,
    person TEXT NOT NULL REFERENCES editor_people(id),
    expires_at ${time} NOT NULL,
    used_at ${time}
  )${strict};
  CREATE TABLE editor_passkeys (
    credential_id TEXT PRIMARY KEY,
    public_key TEXT NOT NULL,
    counter ${time} NOT NULL,
    transports TEXT NOT NULL,
    person TEXT NOT NULL REFERENCES editor_people(id),
    created_at ${time} NOT NULL
  )${strict};
  CREATE INDEX editor_passkeys_person ON editor_passkeys (person);
  CREATE TABLE editor_audit (
    seq ${serial},
    at ${time} NOT NULL,
    person TEXT,
    email TEXT,
    action TEXT NOT NULL,
    detail TEXT,
    address TEXT
  )${strict};`

// The passkey challenges given and not answered yet (passkey-challenges.ts), added after the people.
export const passkeyChallengesTable = (time: string, strict: string) => `
  CREATE TABLE editor_passkey_challenges (
    challenge TEXT PRIMARY KEY,
    purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in')),
    secret_hash TEXT,
    expires_at ${time} NOT NULL
  )${strict};
  CREATE INDEX editor_passkey_challenges_expiry ON editor_passkey_challenges (expires_at);`
