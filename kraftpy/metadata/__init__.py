"""Metadata records -> the immutable `MetadataImage` (and deltas) every view of the cluster is derived from."""
