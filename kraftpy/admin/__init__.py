"""The admin client library (aiokafka-style, on asyncio): :mod:`.client` (`AdminClient`), :mod:`.security_client`
(its ACL and SCRAM credential calls), :mod:`.groups` (`GroupAdmin`: consumer groups and their offsets) and
:mod:`.errors`. The `kraftpy` commands built on it live in :mod:`kraftpy.tools`."""
