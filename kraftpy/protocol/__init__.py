"""Bytes <-> objects: primitives, headers, error codes, the API registry, record batches and generated codecs.

This package imports nothing else of kraftpy.
"""
