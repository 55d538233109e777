"""A secured cluster of real node processes: kraftpy.tools.secure_cluster's (TLS and SASL on every listener, the
StandardAuthorizer, made-up certificates; its docstring lists the listeners and users) with the tests' faults.
"""

from __future__ import annotations

from kraftpy.tools import secure_cluster
from kraftpy.tools.secure_cluster import CLIENT_LISTENERS, PROTOCOLS, password

from .cluster import Cluster

__all__ = ["CLIENT_LISTENERS", "PROTOCOLS", "SecureCluster", "password"]


class SecureCluster(secure_cluster.SecureCluster, Cluster):
    """kraftpy.tools.secure_cluster's cluster with the tests' faults (`power_loss`)."""
