import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Endedtitle1Inputs */

const en_events_endedtitle1 = /** @type {(inputs: Events_Endedtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has ended`)
};

/**
* | output |
* | --- |
* | "This event has ended" |
*
* @param {Events_Endedtitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_endedtitle1 = /** @type {((inputs?: Events_Endedtitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Endedtitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_endedtitle1(inputs)
});
export { events_endedtitle1 as "events.endedTitle" }