-- Every server process caches sessions for a minute (server/services/sessions.ts). These triggers
-- tell all of them, through NOTIFY session_changed with the user id, when a cached session may be
-- wrong: the user's row changed (deleted, roles, company, name, password), or one of the user's
-- tokens was revoked or removed. The once-a-minute last_used_at / last_entry_at writes do not count.
-- The trigger's argument names the column that holds the user id.
CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_session_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.deleted_at, OLD.roles, OLD.company_id, OLD.full_name, OLD.user_name, OLD.email, OLD.image_url, OLD.password_hash)
    IS DISTINCT FROM (NEW.deleted_at, NEW.roles, NEW.company_id, NEW.full_name, NEW.user_name, NEW.email, NEW.image_url, NEW.password_hash))
  EXECUTE FUNCTION notify_session_changed('id');
--> statement-breakpoint
CREATE TRIGGER users_session_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_session_changed('id');
--> statement-breakpoint
CREATE TRIGGER auth_tokens_session_changed AFTER UPDATE ON auth_tokens FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION notify_session_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER auth_tokens_session_deleted AFTER DELETE ON auth_tokens FOR EACH ROW EXECUTE FUNCTION notify_session_changed('user_id');
