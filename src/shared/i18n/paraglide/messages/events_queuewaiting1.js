import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Queuewaiting1Inputs */

const en_events_queuewaiting1 = /** @type {(inputs: Events_Queuewaiting1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for the connection`)
};

const fil_events_queuewaiting1 = /** @type {(inputs: Events_Queuewaiting1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinihintay ang koneksyon`)
};

/**
* | output |
* | --- |
* | "Waiting for the connection" |
*
* @param {Events_Queuewaiting1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_queuewaiting1 = /** @type {((inputs?: Events_Queuewaiting1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queuewaiting1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_queuewaiting1(inputs)
	return en_events_queuewaiting1(inputs)
});
export { events_queuewaiting1 as "events.queueWaiting" }