"""Brokers: partition replicas, the produce/fetch data path, replication and the KIP-966 high-watermark rule."""
