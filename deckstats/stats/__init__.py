"""Statistics over game records: typed frames and pure metric functions."""
