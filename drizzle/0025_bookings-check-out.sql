-- The daily dietary erasure (and its run at every start) asks for the trips whose check-out is
-- more than 30 days old: a range of this index instead of a read of every booking (decision 0042).
CREATE INDEX `bookings_check_out_idx` ON `bookings` (`check_out`);