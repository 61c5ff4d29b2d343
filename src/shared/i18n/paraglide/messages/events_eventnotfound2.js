import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventnotfound2Inputs */

const en_events_eventnotfound2 = /** @type {(inputs: Events_Eventnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event was not found`)
};

/**
* | output |
* | --- |
* | "This event was not found" |
*
* @param {Events_Eventnotfound2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_eventnotfound2 = /** @type {((inputs?: Events_Eventnotfound2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventnotfound2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_eventnotfound2(inputs)
});
export { events_eventnotfound2 as "events.eventNotFound" }