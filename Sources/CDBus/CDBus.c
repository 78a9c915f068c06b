#include "CDBus.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <sys/eventfd.h>

// Each libdbus function used, found by name once the library is open.
#define FDBUS_FUNCTIONS(X)                                                                                  \
  X(void, dbus_error_init, (FDBusError *))                                                                  \
  X(void, dbus_error_free, (FDBusError *))                                                                  \
  X(int, dbus_threads_init_default, (void))                                                                 \
  X(FDBusConnection *, dbus_connection_open_private, (const char *, FDBusError *))                          \
  X(int, dbus_bus_register, (FDBusConnection *, FDBusError *))                                              \
  X(const char *, dbus_bus_get_unique_name, (FDBusConnection *))                                            \
  X(void, dbus_bus_add_match, (FDBusConnection *, const char *, FDBusError *))                              \
  X(void, dbus_connection_set_exit_on_disconnect, (FDBusConnection *, int))                                 \
  X(void, dbus_connection_close, (FDBusConnection *))                                                       \
  X(void, dbus_connection_unref, (FDBusConnection *))                                                       \
  X(int, dbus_connection_get_is_connected, (FDBusConnection *))                                             \
  X(int, dbus_connection_get_unix_fd, (FDBusConnection *, int *))                                           \
  X(int, dbus_connection_read_write, (FDBusConnection *, int))                                              \
  X(FDBusMessage *, dbus_connection_pop_message, (FDBusConnection *))                                       \
  X(int, dbus_connection_send, (FDBusConnection *, FDBusMessage *, uint32_t *))                             \
  X(void, dbus_connection_flush, (FDBusConnection *))                                                       \
  X(FDBusMessage *, dbus_connection_send_with_reply_and_block, (FDBusConnection *, FDBusMessage *, int,     \
                                                                FDBusError *))                              \
  X(FDBusMessage *, dbus_message_new_method_call, (const char *, const char *, const char *, const char *)) \
  X(FDBusMessage *, dbus_message_new_method_return, (FDBusMessage *))                                       \
  X(FDBusMessage *, dbus_message_new_error, (FDBusMessage *, const char *, const char *))                   \
  X(FDBusMessage *, dbus_message_new_signal, (const char *, const char *, const char *))                    \
  X(void, dbus_message_unref, (FDBusMessage *))                                                             \
  X(int, dbus_message_get_type, (FDBusMessage *))                                                           \
  X(const char *, dbus_message_get_path, (FDBusMessage *))                                                  \
  X(const char *, dbus_message_get_interface, (FDBusMessage *))                                             \
  X(const char *, dbus_message_get_member, (FDBusMessage *))                                                \
  X(const char *, dbus_message_get_sender, (FDBusMessage *))                                                \
  X(const char *, dbus_message_get_signature, (FDBusMessage *))                                             \
  X(int, dbus_message_get_no_reply, (FDBusMessage *))                                                       \
  X(int, dbus_message_iter_init, (FDBusMessage *, FDBusMessageIter *))                                      \
  X(int, dbus_message_iter_get_arg_type, (FDBusMessageIter *))                                              \
  X(void, dbus_message_iter_get_basic, (FDBusMessageIter *, void *))                                        \
  X(int, dbus_message_iter_next, (FDBusMessageIter *))                                                      \
  X(void, dbus_message_iter_recurse, (FDBusMessageIter *, FDBusMessageIter *))                              \
  X(void, dbus_message_iter_init_append, (FDBusMessage *, FDBusMessageIter *))                              \
  X(int, dbus_message_iter_append_basic, (FDBusMessageIter *, int, const void *))                           \
  X(int, dbus_message_iter_open_container, (FDBusMessageIter *, int, const char *, FDBusMessageIter *))     \
  X(int, dbus_message_iter_close_container, (FDBusMessageIter *, FDBusMessageIter *))

#define FDBUS_DECLARE(result, name, arguments) static result(*p_##name) arguments;
FDBUS_FUNCTIONS(FDBUS_DECLARE)

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_failure = "libdbus-1.so.3 was not loaded";

static void load(void) {
  void *library = dlopen("libdbus-1.so.3", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char *reason = dlerror();
    load_failure = reason ? reason : "libdbus-1.so.3: cannot open shared object file";
    return;
  }
#define FDBUS_FIND(result, name, arguments)                            \
  p_##name = (result(*) arguments)dlsym(library, #name);               \
  if (!p_##name) {                                                     \
    load_failure = "libdbus-1.so.3 lacks " #name;                      \
    return;                                                            \
  }
  FDBUS_FUNCTIONS(FDBUS_FIND)
  p_dbus_threads_init_default();
  load_failure = NULL;
}

const char *fdbus_load(void) {
  pthread_once(&load_once, load);
  return load_failure;
}

void fdbus_error_init(FDBusError *error) { p_dbus_error_init(error); }
void fdbus_error_free(FDBusError *error) { p_dbus_error_free(error); }

FDBusConnection *fdbus_open_bus(const char *address, FDBusError *error) {
  FDBusConnection *connection = p_dbus_connection_open_private(address, error);
  if (!connection) return NULL;
  p_dbus_connection_set_exit_on_disconnect(connection, 0);
  if (!p_dbus_bus_register(connection, error)) {
    p_dbus_connection_close(connection);
    p_dbus_connection_unref(connection);
    return NULL;
  }
  return connection;
}

void fdbus_close(FDBusConnection *connection) {
  p_dbus_connection_close(connection);
  p_dbus_connection_unref(connection);
}

const char *fdbus_unique_name(FDBusConnection *connection) { return p_dbus_bus_get_unique_name(connection); }
int fdbus_is_connected(FDBusConnection *connection) { return p_dbus_connection_get_is_connected(connection); }

int fdbus_unix_fd(FDBusConnection *connection) {
  int fd = -1;
  if (!p_dbus_connection_get_unix_fd(connection, &fd)) return -1;
  return fd;
}

int fdbus_read_write(FDBusConnection *connection, int timeout) {
  return p_dbus_connection_read_write(connection, timeout);
}
FDBusMessage *fdbus_pop_message(FDBusConnection *connection) { return p_dbus_connection_pop_message(connection); }
int fdbus_send(FDBusConnection *connection, FDBusMessage *message) {
  return p_dbus_connection_send(connection, message, NULL);
}
void fdbus_flush(FDBusConnection *connection) { p_dbus_connection_flush(connection); }
FDBusMessage *fdbus_call(FDBusConnection *connection, FDBusMessage *message, int timeout, FDBusError *error) {
  return p_dbus_connection_send_with_reply_and_block(connection, message, timeout, error);
}
void fdbus_add_match(FDBusConnection *connection, const char *rule, FDBusError *error) {
  p_dbus_bus_add_match(connection, rule, error);
}

FDBusMessage *fdbus_method_call(const char *destination, const char *path, const char *interface,
                                const char *method) {
  return p_dbus_message_new_method_call(destination, path, interface, method);
}
FDBusMessage *fdbus_method_return(FDBusMessage *call) { return p_dbus_message_new_method_return(call); }
FDBusMessage *fdbus_error_reply(FDBusMessage *call, const char *name, const char *text) {
  return p_dbus_message_new_error(call, name, text);
}
FDBusMessage *fdbus_signal(const char *path, const char *interface, const char *name) {
  return p_dbus_message_new_signal(path, interface, name);
}
void fdbus_unref(FDBusMessage *message) { p_dbus_message_unref(message); }
int fdbus_type(FDBusMessage *message) { return p_dbus_message_get_type(message); }
const char *fdbus_path(FDBusMessage *message) { return p_dbus_message_get_path(message); }
const char *fdbus_interface(FDBusMessage *message) { return p_dbus_message_get_interface(message); }
const char *fdbus_member(FDBusMessage *message) { return p_dbus_message_get_member(message); }
const char *fdbus_sender(FDBusMessage *message) { return p_dbus_message_get_sender(message); }
const char *fdbus_signature(FDBusMessage *message) { return p_dbus_message_get_signature(message); }
int fdbus_no_reply(FDBusMessage *message) { return p_dbus_message_get_no_reply(message); }

int fdbus_iter_init(FDBusMessage *message, FDBusMessageIter *iter) { return p_dbus_message_iter_init(message, iter); }
int fdbus_iter_type(FDBusMessageIter *iter) { return p_dbus_message_iter_get_arg_type(iter); }
void fdbus_iter_basic(FDBusMessageIter *iter, void *value) { p_dbus_message_iter_get_basic(iter, value); }
int fdbus_iter_next(FDBusMessageIter *iter) { return p_dbus_message_iter_next(iter); }
void fdbus_iter_recurse(FDBusMessageIter *iter, FDBusMessageIter *sub) { p_dbus_message_iter_recurse(iter, sub); }
void fdbus_iter_init_append(FDBusMessage *message, FDBusMessageIter *iter) {
  p_dbus_message_iter_init_append(message, iter);
}
int fdbus_iter_append_basic(FDBusMessageIter *iter, int type, const void *value) {
  return p_dbus_message_iter_append_basic(iter, type, value);
}
int fdbus_iter_open(FDBusMessageIter *iter, int type, const char *signature, FDBusMessageIter *sub) {
  return p_dbus_message_iter_open_container(iter, type, signature, sub);
}
int fdbus_iter_close(FDBusMessageIter *iter, FDBusMessageIter *sub) {
  return p_dbus_message_iter_close_container(iter, sub);
}

int fdbus_wake_descriptor(void) { return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC); }
