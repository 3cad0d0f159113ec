Feature: Industry track
  The carriage, and from the locomotive space on the locomotive too, move along
  the player's industry track one step at a time, each collecting the bonuses of
  its own colour; research labs still on the track stop them, steps beyond the
  final space give victory points, and each pass scores the industry point icons
  both markers have passed (chapter 11). The track here is set up by the scenario.

  Background:
    Given a 3-player game in round 3
    And it is player 0's turn
    And player 0 holds 3 cards
    And player 0 has 9 iron
    And action area F has 3 action spaces
    And the industry track is:
      | space | carriage bonus | locomotive bonus | industry points | research lab after |
      | 1     | 9 gold         | 9 gold           |                 |                    |
      | 2     | 1 wheat        | 1 wood           |                 |                    |
      | 3     | the locomotive | 2 wheat          | 1               |                    |
      | 4     | 2 gold         | 2 wood           |                 | lab_1              |
      | 5     | 3 gold         | 3 wood           | 2               |                    |
      | 6     | 4 gold         | 4 wood           | 3               |                    |

  @SL-11.1.2
  Rule: The carriage starts on the first space and the locomotive beside the board

    Example: A new game puts every carriage on space 1
      Given a new 2-player game is set up from seed 5
      Then every player's carriage is on space 1 and their locomotive beside the board

  @SL-11.1.3 @SL-8.5.6
  Rule: Until the locomotive is on the track every step goes to the carriage

    Example: Area F offers its steps to the carriage alone
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      Then player 0 may move only the carriage
      And player 0 may stop
      And player 0 has 6 iron

    Example: The locomotive cannot take a step before it is on the track
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the locomotive
      Then the action is refused because of SL-11.1.3

    Example: Steps that are not "up to" go to the carriage without a question
      Given player 0's character has a free action that gives 2 industry steps
      When player 0 uses the character's free action
      Then player 0's carriage is on space 3
      And player 0 has 1 wheat
      And player 0 may use action area F

  @SL-11.2.1
  Rule: An "up to" advance may stop after any step

    Example: Stopping after the first of area F's two steps
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the carriage
      And player 0 stops
      Then player 0's carriage is on space 2
      And player 0 has 1 wheat
      And player 0 may end the turn

  @SL-11.1.1 @SL-11.2.2 @SL-11.1.4
  Rule: Once the locomotive is on the track each step goes to the marker the player picks

    Example: Both markers are offered
      Given player 0's carriage is on space 3
      And player 0's locomotive is on space 1
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      Then player 0 may move either marker

    Example: One advance is split between the two markers
      Given player 0's carriage is on space 3
      And player 0's locomotive is on space 1
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the carriage
      And player 0 moves the locomotive
      Then player 0's carriage is on space 4
      And player 0's locomotive is on space 2
      And player 0 has 2 gold
      And player 0 has 1 wood

    Example: Using an action area while a step of a card's advance is asked is refused
      Given player 0's carriage is on space 3
      And player 0's locomotive is on space 1
      And the citizen cards are:
        | card     | kind      | cost | tags | industry tag | ability           |
        | Engineer | immediate | 0    | tart | none         | 2 industry steps  |
      And player 0 holds the citizen card Engineer
      When player 0 plays the card Engineer
      And player 0 uses action area F
      Then the action is refused because of SL-11.2.2

  @SL-11.3.4 @SL-11.3.5
  Rule: The locomotive bonus puts the locomotive on the first space, with no bonus there

    Example: The carriage reaches the locomotive space
      Given player 0's carriage is on space 2
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the carriage
      Then player 0's locomotive is on space 1
      And player 0 has 0 gold
      And player 0 may move either marker

  @SL-11.2.3
  Rule: Steps are taken one at a time, each with its bonus before the next

    Example: The locomotive put on the track by the first step takes the second
      Given player 0's carriage is on space 2
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the carriage
      And player 0 moves the locomotive
      Then player 0's carriage is on space 3
      And player 0's locomotive is on space 2
      And player 0 has 1 wood

  @SL-11.2.4
  Rule: The markers may share a space and either may lead

    Example: The locomotive joins the carriage on its space
      Given player 0's carriage is on space 3
      And player 0's locomotive is on space 2
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the locomotive
      And player 0 stops
      Then player 0's carriage is on space 3
      And player 0's locomotive is on space 3

    Example: The locomotive passes the carriage
      Given player 0's carriage is on space 2
      And player 0's locomotive is on space 2
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the locomotive
      And player 0 moves the locomotive
      Then player 0's locomotive is on space 4
      And player 0's carriage is on space 2
      And player 0 has 2 wheat
      And player 0 has 2 wood

  @SL-11.2.5
  Rule: Markers never move back

    Example: The locomotive space reached later leaves the locomotive where it is
      Given player 0's carriage is on space 2
      And player 0's locomotive is on space 5
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the carriage
      And player 0 stops
      Then player 0's carriage is on space 3
      And player 0's locomotive is on space 5

  @SL-11.3.1 @SL-11.3.3
  Rule: The carriage collects the carriage bonuses only

    Example: The carriage reaches space 2
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the carriage
      And player 0 stops
      Then player 0 has 1 wheat
      And player 0 has 0 wood

  @SL-11.3.2 @SL-11.3.3
  Rule: The locomotive collects the locomotive bonuses only

    Example: The locomotive reaches space 2
      Given player 0's carriage is on space 3
      And player 0's locomotive is on space 1
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the locomotive
      And player 0 stops
      Then player 0 has 1 wood
      And player 0 has 0 wheat

  @SL-11.5.1 @SL-11.3.7
  Rule: A step given to a marker on the final space gives 1 victory point instead

    Example: The carriage at the end turns both steps of area F into victory points
      Given player 0's carriage is on space 6
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the carriage
      And player 0 moves the carriage
      Then player 0 has 2 victory points
      And player 0's carriage is on space 6
      And player 0 has 0 gold

  @SL-11.5.2
  Rule: The final space gives victory points even while the other marker could move

    Example: The carriage at the end takes a step the locomotive could have used
      Given player 0's carriage is on space 6
      And player 0's locomotive is on space 2
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the carriage
      And player 0 stops
      Then player 0 has 1 victory point
      And player 0's locomotive is on space 2

  @SL-11.4.1 @SL-11.4.3
  Rule: A research lab still on the track stops the markers, and steps nobody can take are lost

    Example: The carriage alone waits before a research lab
      Given player 0's carriage is on space 4
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      Then player 0 may end the turn
      And player 0's carriage is on space 4
      And player 0 has 6 iron

    Example: Both markers wait before the same research lab
      Given player 0's carriage is on space 4
      And player 0's locomotive is on space 4
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      Then player 0 may end the turn
      And player 0's carriage is on space 4
      And player 0's locomotive is on space 4
      And player 0 has 0 victory points

  @SL-11.4.2
  Rule: A step goes only to a marker that no research lab blocks

    Example: Only the locomotive is offered while the carriage waits
      Given player 0's carriage is on space 4
      And player 0's locomotive is on space 2
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      Then player 0 may move only the locomotive

    Example: A step for the blocked carriage is refused
      Given player 0's carriage is on space 4
      And player 0's locomotive is on space 2
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the carriage
      Then the action is refused because of SL-11.4.2

  @SL-11.4.4
  Rule: A research lab taken as a property blocks nothing

    Example: With lab_1 on the map the carriage moves on
      Given player 0 has placed lab_1 on hex 0,0
      And player 0's carriage is on space 4
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the carriage
      And player 0 stops
      Then player 0's carriage is on space 5
      And player 0 has 3 gold

  @SL-11.6.1 @SL-11.6.2
  Rule: A pass scores the icons passed by the carriage plus those passed by the locomotive

    Example: An icon passed by both markers counts for each
      Given player 0's carriage is on space 5
      And player 0's locomotive is on space 3
      When player 0 passes
      Then player 0 has 4 industry points

  @SL-11.6.3
  Rule: A marker standing on an icon's space has passed it

    Example: The carriage on space 3 counts the icon there
      Given player 0's carriage is on space 3
      When player 0 passes
      Then player 0 has 1 industry point

    Example: The carriage short of every icon scores nothing
      Given player 0's carriage is on space 2
      When player 0 passes
      Then player 0 has 0 industry points

  @SL-11.6.4
  Rule: The same icons score again at every pass

    Example: Industry points of earlier passes stay and are added to
      Given player 0 has 6 industry points
      And player 0's carriage is on space 6
      When player 0 passes
      Then player 0 has 12 industry points

  @SL-11.7.1
  Rule: A marker's progress counts the spaces from the first space

    Example: The furthest marker counts
      Given player 0's character scores 1 VP per space the furthest industry marker has advanced at each pass
      And player 0's carriage is on space 6
      And player 0's locomotive is on space 3
      When player 0 passes
      Then player 0 has 5 victory points

    Example: The locomotive's own progress
      Given player 0's character scores 1 VP per space the locomotive has advanced at each pass
      And player 0's carriage is on space 6
      And player 0's locomotive is on space 3
      When player 0 passes
      Then player 0 has 2 victory points

  @SL-23.3.1 @SL-8.5.6 @SL-8.7.5
  Rule: An iron discount of the character lowers the cost of the industry track areas

    Example: Area F costs one iron less
      Given player 0's character pays 1 iron less for action areas F and Q
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      Then player 0 has 7 iron

    Example: Area Q costs one iron less
      Given player 0's character pays 1 iron less for action areas F and Q
      And action area Q has 3 action spaces
      When player 0 uses action area Q
      And player 0 pays the hand cost with 1 card
      Then player 0 has 5 iron

    Example: Two iron are enough for area F
      Given player 0's character pays 1 iron less for action areas F and Q
      And player 0 has 2 iron
      Then player 0 may use action area F

    Example: Without the discount two iron are not enough
      Given player 0 has 2 iron
      When player 0 uses action area F
      Then the action is refused because of SL-8.2.6

    Example: A discount above the iron cost leaves nothing to pay and gives no iron
      Given player 0's character pays 4 iron less for action areas F and Q
      And action area F costs 3 iron and lets the player gain 1 wheat
      And player 0 has 2 iron
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      Then player 0 has 2 iron
      And player 0 has 1 wheat

  @SL-23.3.2 @SL-8.6.8
  Rule: The iron discount also applies when area L copies an industry track area

    Example: Copying area F costs area L's gold and two iron
      Given player 0's character pays 1 iron less for action areas F and Q
      And action area L34 has 1 action space
      And player 0 has 4 gold
      When player 0 uses action area L34
      And player 0 pays the hand cost with 1 card
      And player 0 copies action area F
      Then player 0 has 0 gold
      And player 0 has 7 iron
      And player 0 may move only the carriage

  @SL-23.3.3 @SL-23.3.4
  Rule: A clock tower ability may score the industry points of the pass it belongs to

    Example: Only this pass's industry points are counted
      Given player 0's clock tower scores 1 VP per industry point gained in the pass at each pass
      And player 0 has placed clock_tower on hex 0,0
      And player 0 has 10 industry points
      And player 0's carriage is on space 5
      When player 0 passes
      Then player 0 has 13 industry points
      And player 0 has 3 victory points
