-- The trip completion (hourly, and at every start) asks for the trips of one status whose
-- check-out has passed; without this index it read every booking (decision 0042).
CREATE INDEX `bookings_status_check_out_idx` ON `bookings` (`status`,`check_out`);