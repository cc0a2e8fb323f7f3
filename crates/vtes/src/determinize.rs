//! Determinization: a game state sampled from what one seat can see (for search bots).
