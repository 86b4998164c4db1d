-- The admin search (decision 0041): a trigram index of what a concierge types to find a booking
-- (the traveller's name, email, phone digits, readable reference), so any three or more
-- characters of them find it without reading every booking. Contentless: it keeps no copy of
-- the text, only the index; triggers keep it in step with every insert, change and delete, and
-- 'secure-delete' removes a changed or deleted booking's entries from the index itself, so an
-- erased name or email leaves nothing behind here.
CREATE VIRTUAL TABLE `bookings_search` USING fts5(name, email, phone, readable, tokenize = 'trigram remove_diacritics 1', content = '', contentless_delete = 1);
--> statement-breakpoint
INSERT INTO `bookings_search` (`bookings_search`, `rank`) VALUES ('secure-delete', 1);
--> statement-breakpoint
CREATE TRIGGER `bookings_search_insert` AFTER INSERT ON `bookings` BEGIN
  INSERT INTO `bookings_search` (rowid, name, email, phone, readable)
  VALUES (new.id, new.name, new.email, replace(replace(replace(replace(replace(replace(new.phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''), new.readable_reference);
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_search_update` AFTER UPDATE OF name, email, phone, readable_reference ON `bookings` BEGIN
  DELETE FROM `bookings_search` WHERE rowid = old.id;
  INSERT INTO `bookings_search` (rowid, name, email, phone, readable)
  VALUES (new.id, new.name, new.email, replace(replace(replace(replace(replace(replace(new.phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''), new.readable_reference);
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_search_delete` AFTER DELETE ON `bookings` BEGIN
  DELETE FROM `bookings_search` WHERE rowid = old.id;
END;
--> statement-breakpoint
INSERT INTO `bookings_search` (rowid, name, email, phone, readable)
SELECT id, name, email, replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''), readable_reference FROM `bookings`;
