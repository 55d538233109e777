/*
 * kraftpy.protocol.records._native: the per-record check of the leader's produce validation, and the log cleaner's
 * walk of a batch's keys (scan_keys, below), in C.
 *
 * check_records(data, count, key_required) is the compiled twin of `_check_records` in record.py, which stays the
 * reference (and the fallback when this module is not built): it walks the `count` records that must fill the
 * bytes-like `data` (a batch's records area, decompressed) exactly and returns (smallest, largest) timestamp delta,
 * or None when any record breaks a rule. The rules, as record.py states them:
 *
 *   - count * 7 (the smallest record) fits in the area;
 *   - each record: a length varint (int32 zigzag, at most 5 bytes) of at least 6 that stays within the area; an
 *     attributes byte (not interpreted); a timestampDelta varlong (at most 10 bytes, within int64); an offsetDelta
 *     varint equal to the record's index; a key length (-1 for null, refused when `key_required`) and the key; a
 *     value length (-1 for null) and the value; a header count (>= 0, at most (bytes left) / 2) and the headers,
 *     each a key length >= 0 with a UTF-8 key (as Python's strict decoder judges it) and a value length (-1 null);
 *     all within the record, which they fill exactly;
 *   - nothing after the last record.
 *
 * It says nothing about what is wrong: on None the caller builds the error with the Python code, so the error a
 * producer gets does not depend on whether this module is built. tests/protocol/records/test_native.py runs both
 * on random and mutated batches and requires the same answer.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#ifdef __linux__
#include <fcntl.h> /* sync_file_range (Python.h defines _GNU_SOURCE) */
#endif

#define MIN_RECORD_SIZE 7
#define MIN_RECORD_BODY (MIN_RECORD_SIZE - 1)
#define MIN_HEADER_SIZE 2

/* A zigzag varint (int32, at most 5 bytes, unsigned value <= 2**32 - 1) at *pos, read before `end`; 0 when read
 * (value in *out, *pos after it), -1 when truncated, too long or out of range. */
static inline int
read_varint(const unsigned char *buf, Py_ssize_t *pos, Py_ssize_t end, int64_t *out)
{
    Py_ssize_t p = *pos;
    uint64_t u = 0;
    int i;
    for (i = 0; i < 5; i++) {
        unsigned char b;
        if (p >= end)
            return -1;
        b = buf[p++];
        u |= (uint64_t)(b & 0x7F) << (7 * i);
        if (b < 0x80) {
            if (u > 0xFFFFFFFFu)
                return -1;
            *out = (int64_t)(u >> 1) ^ -(int64_t)(u & 1);
            *pos = p;
            return 0;
        }
    }
    return -1;
}

/* A zigzag varlong (int64, at most 10 bytes, unsigned value <= 2**64 - 1) at *pos, as read_varint. */
static inline int
read_varlong(const unsigned char *buf, Py_ssize_t *pos, Py_ssize_t end, int64_t *out)
{
    Py_ssize_t p = *pos;
    uint64_t u = 0;
    int i;
    for (i = 0; i < 10; i++) {
        unsigned char b;
        if (p >= end)
            return -1;
        b = buf[p++];
        if (i == 9 && (b & 0x7F) > 1)
            return -1; /* longer than 10 bytes, or beyond 64 bits */
        u |= (uint64_t)(b & 0x7F) << (7 * i);
        if (b < 0x80) {
            *out = (int64_t)(u >> 1) ^ -(int64_t)(u & 1);
            *pos = p;
            return 0;
        }
    }
    return -1;
}

/* 1 when the `n` bytes at `s` are UTF-8 as Python's strict decoder accepts it, 0 when not, -1 on a Python error
 * (memory). */
static int
is_utf8(const unsigned char *s, Py_ssize_t n)
{
    Py_ssize_t i;
    PyObject *text;
    for (i = 0; i < n; i++) {
        if (s[i] >= 0x80)
            break;
    }
    if (i == n)
        return 1; /* ASCII: the usual header key */
    text = PyUnicode_DecodeUTF8((const char *)s, n, "strict");
    if (text != NULL) {
        Py_DECREF(text);
        return 1;
    }
    if (PyErr_ExceptionMatches(PyExc_UnicodeDecodeError)) {
        PyErr_Clear();
        return 0;
    }
    return -1;
}

/* The check itself: 1 with (*lo, *hi) when every record is well formed, 0 when not, -1 on a Python error. Reads of
 * a record's fields stop at its end: a field that would run past it makes the record bad in any case. */
static int
check(const unsigned char *data, Py_ssize_t end, Py_ssize_t count, int key_required, int64_t *lo, int64_t *hi)
{
    Py_ssize_t pos = 0, index;
    int64_t low = INT64_MAX, high = -INT64_MAX;

    if (count > PY_SSIZE_T_MAX / MIN_RECORD_SIZE || count * MIN_RECORD_SIZE > end)
        return 0;
    for (index = 0; index < count; index++) {
        int64_t v;
        Py_ssize_t record_end;

        /* length */
        if (read_varint(data, &pos, end, &v) || v < MIN_RECORD_BODY || v > end - pos)
            return 0;
        record_end = pos + (Py_ssize_t)v;
        pos++; /* attributes */
        /* timestampDelta */
        if (read_varlong(data, &pos, record_end, &v))
            return 0;
        if (v < low)
            low = v;
        if (v > high)
            high = v;
        /* offsetDelta: the record's index */
        if (read_varint(data, &pos, record_end, &v) || v != index)
            return 0;
        /* key */
        if (read_varint(data, &pos, record_end, &v))
            return 0;
        if (v >= 0) {
            if (v > record_end - pos)
                return 0;
            pos += (Py_ssize_t)v;
        }
        else if (v != -1 || key_required)
            return 0;
        /* value (the header count needs a byte of the record after it) */
        if (read_varint(data, &pos, record_end, &v))
            return 0;
        if (v >= 0) {
            if (v >= record_end - pos)
                return 0;
            pos += (Py_ssize_t)v;
        }
        else if (v != -1 || pos >= record_end)
            return 0;
        /* headers */
        if (data[pos] == 0)
            pos++;
        else {
            int64_t n, h;
            if (read_varint(data, &pos, record_end, &n) || n < 0 || n * MIN_HEADER_SIZE > record_end - pos)
                return 0;
            for (h = 0; h < n; h++) {
                int ok;
                if (read_varint(data, &pos, record_end, &v) || v < 0 || v > record_end - pos)
                    return 0;
                ok = is_utf8(data + pos, (Py_ssize_t)v);
                if (ok <= 0)
                    return ok;
                pos += (Py_ssize_t)v;
                if (read_varint(data, &pos, record_end, &v))
                    return 0;
                if (v >= 0) {
                    if (v > record_end - pos)
                        return 0;
                    pos += (Py_ssize_t)v;
                }
                else if (v != -1)
                    return 0;
            }
        }
        if (pos != record_end)
            return 0;
    }
    if (pos != end)
        return 0;
    if (count == 0)
        low = high = 0;
    *lo = low;
    *hi = high;
    return 1;
}

PyDoc_STRVAR(check_records_doc,
             "check_records(data, count, key_required, /)\n--\n\n"
             "(smallest, largest) timestamp delta of the `count` records filling exactly the bytes-like `data`, or\n"
             "None when a record breaks a rule (record.py's _check_records is the reference).");

static PyObject *
check_records(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    Py_buffer view;
    Py_ssize_t count;
    int key_required, ok;
    int64_t lo = 0, hi = 0;

    (void)module;
    if (nargs != 3) {
        PyErr_Format(PyExc_TypeError, "check_records() takes 3 arguments (%zd given)", nargs);
        return NULL;
    }
    count = PyNumber_AsSsize_t(args[1], PyExc_OverflowError);
    if (count == -1 && PyErr_Occurred())
        return NULL;
    key_required = PyObject_IsTrue(args[2]);
    if (key_required < 0)
        return NULL;
    if (PyObject_GetBuffer(args[0], &view, PyBUF_SIMPLE) < 0)
        return NULL;
    ok = check((const unsigned char *)view.buf, view.len, count, key_required, &lo, &hi);
    PyBuffer_Release(&view);
    if (ok < 0)
        return NULL;
    if (ok == 0)
        Py_RETURN_NONE;
    return Py_BuildValue("(LL)", (long long)lo, (long long)hi);
}

/* The log cleaner's walk of a records area (kraftpy/storage/cleaner_records.py, `_scan_generic` is the reference):
 * per record its key (bytes, or None for a null key), offset delta, start and whether its value is null. Only the
 * framing the cleaner relies on is read: the length, the offset delta, the key and the first byte of the value
 * length; the rest of a record (timestamp, value, headers) is the leader's business and was checked when it was
 * produced. 1 with the lists filled, 0 when the area is not `count` such records (the caller then reads it with
 * the Python code, which names the problem), -1 on a Python error. */
static int
scan(const unsigned char *data, Py_ssize_t end, Py_ssize_t count, PyObject *keys, PyObject *deltas,
     PyObject *starts, PyObject *tombstones, Py_ssize_t *key_bytes, int *contiguous, int *any_tombstone,
     int *any_null_key)
{
    Py_ssize_t pos = 0, index, record_end;
    int64_t v, delta;
    PyObject *o;

    for (index = 0; index < count; index++) {
        if (starts != NULL) {
            o = PyLong_FromSsize_t(pos);
            if (o == NULL)
                return -1;
            PyList_SET_ITEM(starts, index, o);
        }
        if (read_varint(data, &pos, end, &v) || v < MIN_RECORD_BODY || v > end - pos)
            return 0;
        record_end = pos + (Py_ssize_t)v;
        pos++; /* attributes */
        if (read_varlong(data, &pos, record_end, &v)) /* timestampDelta: skipped */
            return 0;
        if (read_varint(data, &pos, record_end, &delta))
            return 0;
        if (read_varint(data, &pos, record_end, &v))
            return 0;
        if (v >= 0) {
            if (v > record_end - pos)
                return 0;
            o = PyBytes_FromStringAndSize((const char *)data + pos, (Py_ssize_t)v);
            if (o == NULL)
                return -1;
            *key_bytes += (Py_ssize_t)v;
            pos += (Py_ssize_t)v;
        }
        else if (v == -1) {
            o = Py_NewRef(Py_None);
            *any_null_key = 1;
        }
        else
            return 0;
        PyList_SET_ITEM(keys, index, o);
        /* the value length: only whether it is null (-1, the one byte 1) matters */
        if (pos >= record_end || ((data[pos] & 1) && data[pos] != 1))
            return 0;
        if (data[pos] == 1) {
            *any_tombstone = 1;
            PyList_SET_ITEM(tombstones, index, Py_NewRef(Py_True));
        }
        else
            PyList_SET_ITEM(tombstones, index, Py_NewRef(Py_False));
        if (delta != index)
            *contiguous = 0;
        o = PyLong_FromLongLong((long long)delta);
        if (o == NULL)
            return -1;
        PyList_SET_ITEM(deltas, index, o);
        pos = record_end;
    }
    if (pos != end)
        return 0;
    if (starts != NULL) {
        o = PyLong_FromSsize_t(end);
        if (o == NULL)
            return -1;
        PyList_SET_ITEM(starts, count, o);
    }
    return 1;
}

PyDoc_STRVAR(scan_keys_doc,
             "scan_keys(data, count, starts, /)\n--\n\n"
             "(keys, offset deltas, starts, null-value flags, key bytes, contiguous, any null value, any null key) of\n"
             "the `count` records filling exactly the bytes-like `data`, or None when they do not\n"
             "(cleaner_records.py's _scan_generic is the reference). `starts` false: the starts list is left empty\n"
             "(the offset map does not need it).");

static PyObject *
scan_keys(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    Py_buffer view;
    Py_ssize_t count, key_bytes = 0;
    int ok = 0, contiguous = 1, any_tombstone = 0, any_null_key = 0, with_starts;
    PyObject *keys = NULL, *deltas = NULL, *starts = NULL, *tombstones = NULL, *result = NULL;

    (void)module;
    if (nargs != 3) {
        PyErr_Format(PyExc_TypeError, "scan_keys() takes 3 arguments (%zd given)", nargs);
        return NULL;
    }
    count = PyNumber_AsSsize_t(args[1], PyExc_OverflowError);
    if (count == -1 && PyErr_Occurred())
        return NULL;
    with_starts = PyObject_IsTrue(args[2]);
    if (with_starts < 0)
        return NULL;
    if (PyObject_GetBuffer(args[0], &view, PyBUF_SIMPLE) < 0)
        return NULL;
    /* records of at least MIN_RECORD_SIZE bytes: a count the area cannot hold is answered before any allocation */
    if (count < 0 || count > view.len / MIN_RECORD_SIZE) {
        PyBuffer_Release(&view);
        Py_RETURN_NONE;
    }
    keys = PyList_New(count);
    deltas = PyList_New(count);
    starts = PyList_New(with_starts ? count + 1 : 0);
    tombstones = PyList_New(count);
    if (keys != NULL && deltas != NULL && starts != NULL && tombstones != NULL)
        ok = scan((const unsigned char *)view.buf, view.len, count, keys, deltas, with_starts ? starts : NULL,
                  tombstones, &key_bytes, &contiguous, &any_tombstone, &any_null_key);
    else
        ok = -1;
    PyBuffer_Release(&view);
    if (ok == 1)
        result = Py_BuildValue("(OOOOnOOO)", keys, deltas, starts, tombstones, key_bytes,
                               contiguous ? Py_True : Py_False, any_tombstone ? Py_True : Py_False,
                               any_null_key ? Py_True : Py_False);
    else if (ok == 0)
        result = Py_NewRef(Py_None);
    /* lists left partly filled (NULL items) are freed safely: list_dealloc skips them */
    Py_XDECREF(keys);
    Py_XDECREF(deltas);
    Py_XDECREF(starts);
    Py_XDECREF(tombstones);
    return result;
}

PyDoc_STRVAR(new_buffer_doc,
"new_buffer(size, /) -> bytearray\n\n"
"A bytearray of `size` bytes whose contents are not initialized (bytearray(size) zero-fills them): for a\n"
"buffer that is written in full before any of it is read, such as a large frame read into its own buffer.");

static PyObject *
new_buffer(PyObject *module, PyObject *arg)
{
    Py_ssize_t size = PyLong_AsSsize_t(arg);
    if (size == -1 && PyErr_Occurred())
        return NULL;
    if (size < 0) {
        PyErr_SetString(PyExc_ValueError, "negative buffer size");
        return NULL;
    }
    return PyByteArray_FromStringAndSize(NULL, size);
}

PyDoc_STRVAR(start_writeback_doc,
"start_writeback(fd, offset, nbytes, /) -> bool\n\n"
"Ask the kernel to start writing the dirty pages of [offset, offset + nbytes) of the file back to disk, without\n"
"waiting for it (Linux's sync_file_range with SYNC_FILE_RANGE_WRITE): a hint that makes no data durable, so that\n"
"a later fsync finds little left to write. False where the system has no such call; OSError when it fails.");

static PyObject *
start_writeback(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "start_writeback takes fd, offset and nbytes");
        return NULL;
    }
    long fd = PyLong_AsLong(args[0]);
    if (fd == -1 && PyErr_Occurred())
        return NULL;
    if (fd < 0 || fd > INT32_MAX) {
        PyErr_SetString(PyExc_ValueError, "bad file descriptor");
        return NULL;
    }
    long long offset = PyLong_AsLongLong(args[1]);
    if (offset == -1 && PyErr_Occurred())
        return NULL;
    long long nbytes = PyLong_AsLongLong(args[2]);
    if (nbytes == -1 && PyErr_Occurred())
        return NULL;
    if (offset < 0 || nbytes < 0) {
        PyErr_SetString(PyExc_ValueError, "negative offset or length");
        return NULL;
    }
#if defined(__linux__) && defined(SYNC_FILE_RANGE_WRITE)
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = sync_file_range((int)fd, (off64_t)offset, (off64_t)nbytes, SYNC_FILE_RANGE_WRITE);
    Py_END_ALLOW_THREADS
    if (rc != 0)
        return PyErr_SetFromErrno(PyExc_OSError);
    Py_RETURN_TRUE;
#else
    (void)fd;
    Py_RETURN_FALSE;
#endif
}

static PyMethodDef native_methods[] = {
    {"check_records", (PyCFunction)(void (*)(void))check_records, METH_FASTCALL, check_records_doc},
    {"scan_keys", (PyCFunction)(void (*)(void))scan_keys, METH_FASTCALL, scan_keys_doc},
    {"new_buffer", (PyCFunction)new_buffer, METH_O, new_buffer_doc},
    {"start_writeback", (PyCFunction)(void (*)(void))start_writeback, METH_FASTCALL, start_writeback_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef native_module = {
    PyModuleDef_HEAD_INIT,
    "_native",
    "The compiled fast paths of kraftpy: record validation, the cleaner's key scan (record.py and\n"
    "storage/cleaner_records.py hold the Python references), uninitialized buffers for large frames, and the\n"
    "write-back hint of the log segments.",
    0,
    native_methods,
    NULL,
    NULL,
    NULL,
    NULL,
};

PyMODINIT_FUNC
PyInit__native(void)
{
    return PyModuleDef_Init(&native_module);
}
