import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Toomanyslots2Inputs */

const en_events_toomanyslots2 = /** @type {(inputs: Events_Toomanyslots2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At most 20 time slots`)
};

/**
* | output |
* | --- |
* | "At most 20 time slots" |
*
* @param {Events_Toomanyslots2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_toomanyslots2 = /** @type {((inputs?: Events_Toomanyslots2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Toomanyslots2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_toomanyslots2(inputs)
});
export { events_toomanyslots2 as "events.tooManySlots" }