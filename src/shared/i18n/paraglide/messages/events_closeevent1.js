import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Closeevent1Inputs */

const en_events_closeevent1 = /** @type {(inputs: Events_Closeevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close event`)
};

/**
* | output |
* | --- |
* | "Close event" |
*
* @param {Events_Closeevent1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_closeevent1 = /** @type {((inputs?: Events_Closeevent1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Closeevent1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_closeevent1(inputs)
});
export { events_closeevent1 as "events.closeEvent" }