Feature: The hand of citizen cards
  In rounds 1 to 4 no action may leave a hand empty, even for a moment; in
  round 5 every card may be used (chapter 6).

  @SL-6.3.1 @SL-6.3.4
  Rule: Before round 5 a hand cost may not take the last card

    Example: A one-card hand cannot pay a hand cost in round 4
      Given a 2-player game in round 4
      And it is player 0's turn
      And action area I has 1 action space
      And player 0 holds 1 card
      When player 0 uses action area I
      Then the action is refused because of SL-6.3.1

    Example: A free action cannot discard the last card in round 4
      Given a 2-player game in round 4
      And it is player 0's turn
      And player 0 holds 1 card
      When player 0 discards a card for 2 wheat
      Then the action is refused because of SL-6.3.1

  @SL-6.3.5
  Rule: In round 5 the last card may be used

    Example: The last card pays a hand cost in round 5
      Given a 2-player game in round 5
      And it is player 0's turn
      And action area I has 1 action space
      And player 0 holds 1 card
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      Then player 0 holds 0 cards
      And player 0 has 1 diamond
