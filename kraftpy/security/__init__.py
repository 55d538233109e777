"""Security: TLS contexts, SASL mechanisms (PLAIN, SCRAM-SHA-256/512), the authorizer over the ACLs of the metadata
image, and the rules that map every API to Kafka's operations and resources. Pure decisions: the network layer calls
it to authenticate connections, the request handlers to authorize requests."""
