import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Queueempty1Inputs */

const en_events_queueempty1 = /** @type {(inputs: Events_Queueempty1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is waiting. Every request from this device has been sent.`)
};

/**
* | output |
* | --- |
* | "Nothing is waiting. Every request from this device has been sent." |
*
* @param {Events_Queueempty1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_queueempty1 = /** @type {((inputs?: Events_Queueempty1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queueempty1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_queueempty1(inputs)
});
export { events_queueempty1 as "events.queueEmpty" }