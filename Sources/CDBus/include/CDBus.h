#ifndef CDBUS_H
#define CDBUS_H
#include <stdint.h>

// The part of libdbus-1 the accessibility bus bridge calls, declared here so
// that nothing links against libdbus: `fdbus_load` opens the system's
// `libdbus-1.so.3` at run time, and a machine without it still builds and
// runs every other part of FocusUI. The names and layouts follow libdbus's
// public headers (dbus-message.h, dbus-errors.h, dbus-connection.h).

/// A connection (libdbus's `DBusConnection`), opaque.
typedef struct FDBusConnection FDBusConnection;
/// A message (libdbus's `DBusMessage`), opaque.
typedef struct FDBusMessage FDBusMessage;

/// libdbus's `DBusMessageIter`: a caller-allocated cursor into a message,
/// with the public header's layout.
typedef struct FDBusMessageIter {
  void *dummy1;
  void *dummy2;
  uint32_t dummy3;
  int dummy4, dummy5, dummy6, dummy7, dummy8, dummy9, dummy10, dummy11;
  int pad1;
  void *pad2;
  void *pad3;
} FDBusMessageIter;

/// libdbus's `DBusError`: `name` is set when an error is.
typedef struct FDBusError {
  const char *name;
  const char *message;
  unsigned int bits;
  void *padding;
} FDBusError;

/// Opens libdbus-1.so.3 and finds its functions, once. Returns NULL when it
/// is ready, else why it is not (a static string, or dlerror's).
const char *fdbus_load(void);

void fdbus_error_init(FDBusError *error);
void fdbus_error_free(FDBusError *error);

/// A private connection to the bus at `address`, registered with it.
FDBusConnection *fdbus_open_bus(const char *address, FDBusError *error);
void fdbus_close(FDBusConnection *connection);
const char *fdbus_unique_name(FDBusConnection *connection);
int fdbus_is_connected(FDBusConnection *connection);
/// The connection's socket, or -1.
int fdbus_unix_fd(FDBusConnection *connection);
/// Reads and writes what it can without waiting (timeout 0) or waits up to
/// `timeout` ms; returns 0 once the connection is closed.
int fdbus_read_write(FDBusConnection *connection, int timeout);
/// The next message read, or NULL; the caller unrefs it.
FDBusMessage *fdbus_pop_message(FDBusConnection *connection);
int fdbus_send(FDBusConnection *connection, FDBusMessage *message);
void fdbus_flush(FDBusConnection *connection);
FDBusMessage *fdbus_call(FDBusConnection *connection, FDBusMessage *message, int timeout, FDBusError *error);
void fdbus_add_match(FDBusConnection *connection, const char *rule, FDBusError *error);

FDBusMessage *fdbus_method_call(const char *destination, const char *path, const char *interface,
                                const char *method);
FDBusMessage *fdbus_method_return(FDBusMessage *call);
FDBusMessage *fdbus_error_reply(FDBusMessage *call, const char *name, const char *text);
FDBusMessage *fdbus_signal(const char *path, const char *interface, const char *name);
void fdbus_unref(FDBusMessage *message);
int fdbus_type(FDBusMessage *message);
const char *fdbus_path(FDBusMessage *message);
const char *fdbus_interface(FDBusMessage *message);
const char *fdbus_member(FDBusMessage *message);
const char *fdbus_sender(FDBusMessage *message);
const char *fdbus_signature(FDBusMessage *message);
int fdbus_no_reply(FDBusMessage *message);

int fdbus_iter_init(FDBusMessage *message, FDBusMessageIter *iter);
int fdbus_iter_type(FDBusMessageIter *iter);
void fdbus_iter_basic(FDBusMessageIter *iter, void *value);
int fdbus_iter_next(FDBusMessageIter *iter);
void fdbus_iter_recurse(FDBusMessageIter *iter, FDBusMessageIter *sub);
void fdbus_iter_init_append(FDBusMessage *message, FDBusMessageIter *iter);
int fdbus_iter_append_basic(FDBusMessageIter *iter, int type, const void *value);
int fdbus_iter_open(FDBusMessageIter *iter, int type, const char *signature, FDBusMessageIter *sub);
int fdbus_iter_close(FDBusMessageIter *iter, FDBusMessageIter *sub);

/// A non-blocking `eventfd` for waking the thread that polls the bus (not
/// libdbus's: Swift does not import <sys/eventfd.h>). -1 on failure.
int fdbus_wake_descriptor(void);

#endif
