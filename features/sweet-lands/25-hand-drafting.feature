@requires:hand_drafting
Feature: Hand drafting
  With this variant the six cards of round 1's income are drafted: each player
  draws six, keeps one, passes the rest to the left, and so on until every card
  is set aside (chapter 25, section 25.3).

  Background:
    Given a 2-player game in round 1 with the hand drafting variant
    And the citizen deck holds 20 cards
    And the income phase of round 1 is next

  @SL-25.3.1 @SL-25.3.2 @SL-5.5.5
  Rule: After every player's first three income steps, each draws 6 cards in turn order to draft

    Example: The first pick is from the first 6 cards of the deck
      Given player 1 has an income of 3 gold
      When play reaches the next decision
      Then player 0 may pick exactly the cards c001, c002, c003, c004, c005 and c006
      And player 1 has 3 gold
      And player 0 holds 0 cards

    Example: The second player's packet is the next 6 cards
      When player 0 picks the card c003 in the draft
      Then player 1 may pick exactly the cards c007, c008, c009, c010, c011 and c012

  @SL-25.3.3 @SL-25.3.5
  Rule: Each player sets one card aside, then passes the rest to the left

    Example: After both picks the packets change hands
      When player 0 picks the card c003 in the draft
      And player 1 picks the card c010 in the draft
      Then player 0 may pick exactly the cards c007, c008, c009, c011 and c012

    Example: A card that is not in front of the player cannot be picked
      When player 0 picks the card c007 in the draft
      Then the action is refused because of SL-25.3.3

  @SL-25.3.4
  Rule: The picks go on until every card is set aside; the six set-aside cards become the hand

    Example: Each player ends the draft with six cards
      When every player picks the lowest card in front of them until the draft is over
      Then player 0 holds 6 cards
      And player 1 holds 6 cards
      And the citizen deck holds 8 cards
      And player 0 is asked to take a turn

    Example: The picks decide who holds which card
      When every player picks the lowest card in front of them until the draft is over
      Then player 0's hand is c001, c008, c003, c010, c005 and c012
      And player 1's hand is c007, c002, c009, c004, c011 and c006

  @SL-25.3.6
  Rule: After the draft come the extra draw areas' cards and what follows the income draw

    Example: An activated extra draw area adds a card after the draft
      Given player 1's map board has the extra draw area north at 1,1
      And player 1 has activated the extra draw area north
      And player 1's character has the ability, right after the round 1 income draw, to gain 1 gold for each card in hand
      When every player picks the lowest card in front of them until the draft is over
      Then player 1 holds 7 cards
      And player 1 has 7 gold
      And player 0 holds 6 cards

  @SL-25.1.2
  Rule: Only round 1 is drafted

    Example: Round 2's income draw is not drafted
      Given a 2-player game in round 1 with the hand drafting variant
      And every player holds 1 card
      And the citizen deck holds 20 cards
      And the income phase of round 2 is next
      When play reaches the next decision
      Then player 0 holds 6 cards
      And player 0 is asked to take a turn

  @SL-27.2.8
  Rule: A draft lists the cards of every seat, and a draft that does loads as it stands

    Example: A draft of packets and set-aside cards for both seats loads as it stands
      Given a 2-player game in round 1 with the hand drafting variant
      And the citizen deck holds 20 cards
      And the income phase of round 1 is next
      When the game is saved and loaded again
      Then the game goes on from the position it was saved in
