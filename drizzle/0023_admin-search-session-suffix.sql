-- The admin search's "Booking Reference" from /success (the payment session's last 8 characters,
-- any case), looked up by this expression index instead of computed on every booking (decision 0041).
CREATE INDEX `bookings_session_suffix_idx` ON `bookings` (upper(substr("stripe_session_id", -8)));
