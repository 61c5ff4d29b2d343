import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Queuetitle1Inputs */

const en_events_queuetitle1 = /** @type {(inputs: Events_Queuetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting on this device`)
};

/**
* | output |
* | --- |
* | "Waiting on this device" |
*
* @param {Events_Queuetitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_queuetitle1 = /** @type {((inputs?: Events_Queuetitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queuetitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_queuetitle1(inputs)
});
export { events_queuetitle1 as "events.queueTitle" }