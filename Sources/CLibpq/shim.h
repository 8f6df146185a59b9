// PostgreSQL's client library: connections (URL, PG* variables and ~/.pgpass, as libpq reads
// them everywhere), queries with parameters, notifications.
#include <libpq-fe.h>
