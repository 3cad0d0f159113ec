Feature: Actions in general
  Actions spend vegetables from the player's own Cart and put what they give
  onto it; a player uses only their own cards; nothing is done in part (section
  8.1).

  @LY-8.1.1 @LY-1.2.4
  Rule: Vegetables spent come from the player's own Cart, and vegetables gained go onto it

    Example: A Storehouse vegetable cannot pay at a Market stall
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 1 wheat in their Storehouse
      And player 0 has a Market stall "Stall" offering turnip for 1 bowl and cabbage for 1 bowl in play
      When player 0 trades 1 wheat for 1 turnip at "Stall"
      Then the action is refused because of LY-8.1.1
      And player 0 still faces the same choice

  @LY-8.1.2 @LY-1.1.4
  Rule: A player uses only their own Shop, fields and cards

    Example: Another player's Market stall is not for trading
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 1 wheat on their Cart
      And player 1 has a Market stall "Stall" offering turnip for 1 bowl and cabbage for 1 bowl in play
      When player 0 trades 1 wheat for 1 turnip at "Stall"
      Then the action is refused because of LY-8.1.2
      And player 0 still faces the same choice

  @LY-8.1.3
  Rule: An action is taken only when everything it spends can be paid at once, never in part

    Example: Two of a Casual customer's three vegetables are not enough
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 1 wheat and 1 pumpkin on their Cart
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash in play
      When player 0 serves "Ming"
      Then the action is refused because of LY-8.8.2
      And player 0 still faces the same choice
