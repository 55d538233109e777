"""The sans-IO quorum controller: membership, topics and configs, partition changes with ELR, elections."""
