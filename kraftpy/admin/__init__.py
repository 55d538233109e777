"""The asyncio admin client and the `kraftpy` command-line tools."""
