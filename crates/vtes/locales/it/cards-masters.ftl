# Card text: masters effects (it).
