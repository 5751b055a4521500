"""Spanish (Rioplatense and Spain's): how fans ask, and the answers' sentences."""
