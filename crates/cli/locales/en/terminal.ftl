# The terminal table's own words (`jyhad play`): how to answer, and answers refused.
how-to-answer = Type an option's number, its code in brackets, or its text as shown (any case); `?NAME`, `?#N` or `?N` (option N) shows a card's text; `quit` stops.
you-are = You are { $seat } ({ $deck }), against { $bots } bots.
you-are-rivals = Rivals: you are { $seat } ({ $deck }), against { $bots } bots.
end-of-input = (end of input)
not-an-option = { $n } is not an option: choose { $range }.
several-options = Several options read `{ $answer }`: type one's number ({ $numbers }) or its code.
not-legal-now = `{ $code }` is not a legal option now.
not-understood = `{ $answer }` is not an option (choose { $range }).
