import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Createevent1Inputs */

const en_events_createevent1 = /** @type {(inputs: Events_Createevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create event`)
};

/**
* | output |
* | --- |
* | "Create event" |
*
* @param {Events_Createevent1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_createevent1 = /** @type {((inputs?: Events_Createevent1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Createevent1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_createevent1(inputs)
});
export { events_createevent1 as "events.createEvent" }