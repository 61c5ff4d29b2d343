import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Startsonrequired2Inputs */

const en_events_startsonrequired2 = /** @type {(inputs: Events_Startsonrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the start date`)
};

/**
* | output |
* | --- |
* | "Please enter the start date" |
*
* @param {Events_Startsonrequired2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_startsonrequired2 = /** @type {((inputs?: Events_Startsonrequired2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Startsonrequired2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_startsonrequired2(inputs)
});
export { events_startsonrequired2 as "events.startsOnRequired" }