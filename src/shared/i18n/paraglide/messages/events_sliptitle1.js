import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Sliptitle1Inputs */

const en_events_sliptitle1 = /** @type {(inputs: Events_Sliptitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit pickup request`)
};

/**
* | output |
* | --- |
* | "Ligpit pickup request" |
*
* @param {Events_Sliptitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_sliptitle1 = /** @type {((inputs?: Events_Sliptitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Sliptitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_sliptitle1(inputs)
});
export { events_sliptitle1 as "events.slipTitle" }