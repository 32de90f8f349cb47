import { describe, expect, it } from 'vitest'
import { PERMISSIONS } from '../common/permissions.ts'
import { STAGE, opportunityActionTo, opportunityActionsOf } from './opportunity.schemas.ts'

const P = PERMISSIONS.opportunity
const all = () => true

describe('the opportunity stage machine as the board reads it', () => {
  it('moves a card one stage on, wins from 商务谈判 only, loses from any open stage', () => {
    expect(opportunityActionTo(STAGE.lead, STAGE.contact)).toBe('advance')
    expect(opportunityActionTo(STAGE.lead, STAGE.needs)).toBeUndefined()
    expect(opportunityActionTo(STAGE.contact, STAGE.lead)).toBeUndefined()
    expect(opportunityActionTo(STAGE.quote, STAGE.won)).toBeUndefined()
    expect(opportunityActionTo(STAGE.negotiation, STAGE.won)).toBe('win')
    for (const open of [0, 1, 2, 3, 4]) expect(opportunityActionTo(open, STAGE.lost)).toBe('lose')
    expect(opportunityActionTo(STAGE.won, STAGE.lost)).toBeUndefined()
    expect(opportunityActionTo(STAGE.lost, STAGE.lead)).toBe('reopen')
  })

  it('offers what the stage allows and the user holds', () => {
    expect(opportunityActionsOf(STAGE.negotiation, all, P)).toEqual(['win', 'lose'])
    expect(opportunityActionsOf(STAGE.lead, all, P)).toEqual(['advance', 'lose'])
    expect(opportunityActionsOf(STAGE.won, all, P)).toEqual([])
    // without 赢单 (convert) a negotiation may only be lost
    expect(opportunityActionsOf(STAGE.negotiation, (p) => p !== P.convert, P)).toEqual(['lose'])
    expect(opportunityActionsOf(STAGE.lead, () => false, P)).toEqual([])
  })
})
