import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Norequests1Inputs */

const en_events_norequests1 = /** @type {(inputs: Events_Norequests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No requests at this event yet.`)
};

/**
* | output |
* | --- |
* | "No requests at this event yet." |
*
* @param {Events_Norequests1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_norequests1 = /** @type {((inputs?: Events_Norequests1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Norequests1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_norequests1(inputs)
});
export { events_norequests1 as "events.noRequests" }