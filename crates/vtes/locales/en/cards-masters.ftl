# Card text: masters effects (en).
